/// Restricts a run to scenarios of one ad format (`--format-filter banner|native`).
package enum FormatFilter: String, Sendable, CaseIterable {
    case banner
    case native
}
