/// The harness's own version, written into every report.
public enum HarnessVersion {
    /// Semantic version of adapter-conformance.
    public static let current = "0.1.0"
}
