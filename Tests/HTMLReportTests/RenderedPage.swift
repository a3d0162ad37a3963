import Foundation
import HTMLReport
import JUnitReport

/// A rendered page as text, with the few look-ups the tests need.
struct RenderedPage {
    let html: String

    init(_ report: JUnitReport, options: HTMLReport.Options = HTMLReport.Options()) {
        html = String(decoding: HTMLReport.render(report, options: options), as: UTF8.self)
    }

    /// How often `needle` occurs.
    func count(_ needle: String) -> Int { html.components(separatedBy: needle).count - 1 }

    /// The text of the element with `id` (no nested markup expected).
    func text(ofID id: String) -> String? {
        guard let start = html.range(of: "id=\"\(id)\">") else { return nil }
        let rest = html[start.upperBound...]
        return rest.range(of: "<").map { String(rest[..<$0.lowerBound]) }
    }

    /// The `<details>` of the case with scenario ID `id`.
    func caseElement(_ id: String) -> Substring? {
        guard let start = html.range(of: "data-id=\"\(id)\"") else { return nil }
        let open = html[..<start.lowerBound].range(of: "<details", options: .backwards)!.lowerBound
        let close = html[start.upperBound...].range(of: "</details>")!.upperBound
        return html[open..<close]
    }

    /// The marked step rows (`li.v`) inside `element`, each as its `data-rule` and its label text.
    static func marks(in element: Substring) -> [(rules: String, label: String)] {
        var found: [(String, String)] = []
        var rest = element
        while let mark = rest.range(of: " v\" data-rule=\"") {
            let after = rest[mark.upperBound...]
            let rules = after[..<after.firstIndex(of: "\"")!]
            // A step row has its thread in <b>, then the label; the empty-trace placeholder has neither.
            let end = after.range(of: "</li>")?.lowerBound ?? after.endIndex
            let label = after[..<end].range(of: "</b>").map { after[$0.upperBound...].prefix { $0 != "<" } } ?? ""
            found.append((String(rules), String(label)))
            rest = after
        }
        return found
    }

    /// The section with `id` (failures, errors, skipped, passed).
    func section(_ id: String) -> Substring? {
        guard let start = html.range(of: "<section class=\"outcome\" id=\"\(id)\"") else { return nil }
        let rest = html[start.lowerBound...]
        let next = rest.dropFirst().range(of: "<section class=\"outcome\"")?.lowerBound ?? rest.endIndex
        return rest[..<next]
    }
}
