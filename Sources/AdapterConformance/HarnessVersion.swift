/// The harness's own version, written into every report.
package enum HarnessVersion {
    /// Semantic version of adapter-conformance.
    package static let current = "0.1.0"
}
