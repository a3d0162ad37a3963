import Foundation

/// Encodes a ``RunSummary`` for `--summary json`. Keys are sorted and output is pretty-printed so
/// the result is byte-stable across runs and diffs cleanly in CI artefacts.
package enum SummaryJSON {
    /// The JSON text, ending in a newline.
    package static func encode(_ summary: RunSummary) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        let data = try encoder.encode(summary)
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
