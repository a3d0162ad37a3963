/// What a page may still spend on the parts that grow with a report, so that ten thousand
/// scenarios (or an adapter that prints megabytes in every one) still make a page a browser
/// opens at once: captured output is cut per block and in total. Whatever is left out is named
/// with its size; the JUnit report keeps all of it.
struct PageBudget {
    /// Longest block of captured text (adapter output, backtrace) shown, in bytes.
    static let blockBytes = 4_000

    /// Bytes still free for captured text blocks, over the whole page.
    var outputBytes: Int

    /// The part of `text` to show (cut at a line end when one is near), and the bytes cut off.
    mutating func take(_ text: String) -> (shown: Substring, cut: Int) {
        let total = text.utf8.count
        let room = min(Self.blockBytes, max(0, outputBytes))
        guard total > room else {
            outputBytes -= total
            return (text[...], 0)
        }
        var end = text.utf8.index(text.startIndex, offsetBy: room)
        while !text.isEmpty, end > text.startIndex, !text.unicodeScalars.indices.contains(end) {
            end = text.utf8.index(before: end)
        }
        var shown = text[..<end]
        if let newline = shown.lastIndex(of: "\n"), shown.utf8.distance(from: newline, to: shown.endIndex) < 400 {
            shown = shown[..<newline]
        }
        outputBytes -= shown.utf8.count
        return (shown, total - shown.utf8.count)
    }
}
