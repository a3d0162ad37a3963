import AdapterConformance

/// `--sanitize`: the sanitizer a run needs the build to have. The harness cannot rebuild itself,
/// so the option checks the build and says how to make the right one; a sanitized build
/// captures its reports whether or not it is asked.
package enum Sanitizer: String, Sendable, CaseIterable {
    /// ThreadSanitizer: data races in the adapter's code fail CON-2.
    case thread

    /// Whether this process was built with the sanitizer.
    var isActive: Bool {
        switch self {
        case .thread: ThreadSanitizerReports.isActive
        }
    }

    /// Stops a run whose build lacks the sanitizer, saying how to build it.
    func require(commandLine: String) throws(UsageError) {
        guard !isActive else { return }
        throw UsageError(
            "--sanitize \(rawValue) needs a build made with it: "
                + "'swift run --sanitize=\(rawValue) conformance run … --sanitize \(rawValue)', "
                + "or 'swift build --sanitize=\(rawValue)' and the executable it prints with --show-bin-path "
                + "(set CONFORMANCE_LINK_DYNAMIC=1 for this package's own executable, which links statically otherwise)",
            commandLine: commandLine)
    }
}
