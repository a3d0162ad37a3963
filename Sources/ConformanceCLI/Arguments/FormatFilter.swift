/// Restricts a run to scenarios of one ad format (`--format-filter banner|native`).
public enum FormatFilter: String, Sendable, CaseIterable {
    case banner
    case native
}
