/// The printed result: one row per figure, with its target and whether it was met.
struct Table {
    struct Row {
        var figure: String
        var value: String
        var target: String
        var status: String
    }

    private(set) var rows: [Row] = []
    private var sections: [(index: Int, title: String)] = []

    mutating func section(_ title: String) { sections.append((rows.count, title)) }

    mutating func add(_ figure: String, _ value: String, target: String = "", met: Bool? = nil) {
        rows.append(Row(figure: figure, value: value, target: target, status: met.map(Figure.verdict) ?? ""))
    }

    func render() -> String {
        let header = Row(figure: "Figure", value: "Median", target: "Target", status: "")
        let all = [header] + rows
        let widths = (
            all.map(\.figure.count).max()!, all.map(\.value.count).max()!, all.map(\.target.count).max()!
        )
        func line(_ row: Row) -> String {
            [row.figure.padding(widths.0), row.value.padding(widths.1), row.target.padding(widths.2), row.status]
                .joined(separator: "  ").trimmingTrailingSpaces()
        }
        var text = line(header) + "\n"
        for (index, row) in rows.enumerated() {
            for section in sections where section.index == index { text += "\n" + section.title + "\n" }
            text += line(row) + "\n"
        }
        return text
    }
}

extension String {
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
