/// A case's verdict, as the page shows and filters it.
package enum CaseOutcome: String, CaseIterable, Sendable {
    case failed
    case error
    case skipped
    case passed

    /// The word on the page, and the value of the outcome filter.
    var word: String { rawValue }
}
