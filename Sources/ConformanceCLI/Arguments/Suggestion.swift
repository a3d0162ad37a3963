/// Picks the closest known word for a "Did you mean …?" hint, but only when it is close enough
/// that the suggestion is likely right; a wrong suggestion is worse than none.
package enum Suggestion {
    /// The candidate nearest to `input`, or nil when nothing is plausibly what was meant.
    ///
    /// A candidate qualifies when its distance is at most 2 or a third of the input's length,
    /// whichever is larger, and smaller than the input's length (so a one- or two-letter input
    /// does not "match" an unrelated word by replacing all of it). Ties go to the earlier candidate.
    package static func closest(to input: String, among candidates: [String]) -> String? {
        let limit = min(max(2, input.count / 3), input.count - 1)
        guard limit >= 1 else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != input {
            let distance = EditDistance.between(input, candidate)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// Formats the tail of an error message: ". Did you mean 'x'?" or an empty string.
    static func didYouMean(_ input: String, among candidates: [String]) -> String {
        closest(to: input, among: candidates).map { ". Did you mean '\($0)'?" } ?? ""
    }
}
