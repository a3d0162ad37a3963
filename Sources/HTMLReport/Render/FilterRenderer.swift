/// The filter bar: rule, family, outcome, adapter and scenario ID. Plain form controls, so
/// Tab reaches each of them and screen readers name them by their labels. It is drawn at once
/// (the script that makes it work comes last, after every case), and hidden by a `<noscript>`
/// style where scripts are off, so the page never shows controls that would do nothing.
enum FilterRenderer {
    static func render(rules: [String], families: [String], adapters: [String], into html: inout HTMLBuffer) {
        html.raw("<form id=\"filters\" role=\"search\" aria-label=\"Filter scenarios\">")
        select("f-rule", "Rule", "any rule", rules, into: &html)
        select("f-family", "Family", "any family", families, into: &html)
        select("f-outcome", "Outcome", "any outcome", CaseOutcome.allCases.map(\.word), into: &html)
        select("f-adapter", "Adapter", "any adapter", adapters, into: &html)
        html.raw(
            "<label for=\"f-id\">Scenario ID</label><input id=\"f-id\" name=\"id\" type=\"search\" placeholder=\"part of an ID\" autocomplete=\"off\">"
        )
        html.raw("<button id=\"f-reset\" type=\"reset\">Clear</button>")
        html.raw(
            "<output id=\"f-shown\" for=\"f-rule f-family f-outcome f-adapter f-id\" aria-live=\"polite\"></output>")
        html.raw("</form>")
    }

    private static func select(
        _ id: StaticString, _ label: StaticString, _ any: StaticString, _ values: [String], into html: inout HTMLBuffer
    ) {
        html.raw("<label for=\"")
        html.raw(id)
        html.raw("\">")
        html.raw(label)
        html.raw("</label><select id=\"")
        html.raw(id)
        html.raw("\"><option value=\"\">")
        html.raw(any)
        html.raw("</option>")
        for value in values {
            html.raw("<option")
            html.attribute("value", value)
            html.raw(">")
            html.text(value)
            html.raw("</option>")
        }
        html.raw("</select>")
    }
}
