/// Word-wraps help text for a fixed-width terminal.
enum TextWrapping {
    /// Help is laid out for 80 columns, the width people and `man` assume.
    static let defaultWidth = 80

    /// Wraps `text` so no line exceeds `width`, indenting continuation lines by `indent`.
    /// The first line is not indented (the caller has already placed something before it) but
    /// is shortened by `firstLineOffset` columns. A single word longer than the line is kept whole.
    static func wrap(_ text: String, width: Int, indent: Int = 0, firstLineOffset: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = ""
        var limit = width - firstLineOffset
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= limit {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
                limit = width - indent
            }
        }
        lines.append(line)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : pad + $0.element }
            .joined(separator: "\n")
    }

    /// Wraps multi-paragraph text (paragraphs separated by blank lines). Paragraphs whose
    /// lines are indented, such as command examples, are kept verbatim apart from `indent`.
    static func wrapParagraphs(_ text: String, width: Int, indent: Int = 0) -> String {
        let pad = String(repeating: " ", count: indent)
        return text.components(separatedBy: "\n\n").map { paragraph in
            let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.contains(where: { $0.first == " " }) {
                return lines.map { pad + $0 }.joined(separator: "\n")
            }
            return pad + wrap(paragraph, width: width, indent: indent, firstLineOffset: indent)
        }.joined(separator: "\n\n")
    }
}
