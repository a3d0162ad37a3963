/// How `--summary` prints the end-of-run summary: `text` for people, `json` for scripts.
package enum SummaryFormat: String, Sendable, CaseIterable {
    case text
    case json
}
