/// Lays out rows of cells in aligned columns. Widths are measured on the unstyled text and
/// styling is applied afterwards, so escape sequences never break alignment.
struct TextTable {
    enum Alignment {
        case left
        case right
    }

    struct Cell {
        var text: String
        var styles: [Styler.Style] = []
    }

    var alignments: [Alignment]
    var styler: Styler
    var gap = 2

    func render(_ rows: [[Cell]], indent: String = "") -> [String] {
        var widths = [Int](repeating: 0, count: alignments.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.text.count) }
        }
        let separator = String(repeating: " ", count: gap)
        return rows.map { row in
            let cells = row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.text.count)
                let styled = cell.styles.isEmpty ? cell.text : styler.apply(cell.styles, to: cell.text)
                switch alignments[column] {
                case .left: return styled + (column == row.count - 1 ? "" : padding)
                case .right: return padding + styled
                }
            }
            return indent + cells.joined(separator: separator)
        }
    }
}
