/// Where a network takes the child and age flags from its adapter (PRV-1 judges them there).
public enum PrivacyPoint: String, Sendable, Hashable, CaseIterable {
    /// At set-up (Google's Bigo adapter hands its consent call the flags there).
    case setUp
    /// With the bid-token request.
    case signals
    /// With every load.
    case load
}
