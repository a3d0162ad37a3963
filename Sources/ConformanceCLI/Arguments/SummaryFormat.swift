/// How `--summary` prints the end-of-run summary: `text` for people, `json` for scripts.
public enum SummaryFormat: String, Sendable, CaseIterable {
    case text
    case json
}
