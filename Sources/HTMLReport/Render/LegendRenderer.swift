/// How to read the overview and the diagrams, once per page (closed, so it costs no space).
enum LegendRenderer {
    static func render(into html: inout HTMLBuffer) {
        html.raw(
            """
            <p class="legend">Each scenario counts once, under the family of the rule it is listed by: \
            its first violated rule, else the first rule it checks.</p>\
            <details class="legend"><summary>How to read the sequence diagrams</summary>\
            <p>Lanes, left to right: the publisher's app and the system (custom click handler, URLs opened), \
            the Google Mobile Ads SDK as the harness plays it, the adapter under test, and the ad network. \
            Arrows are calls, completions, answers and events; boxes are what one party recorded; italic rows \
            are the harness's remarks. Virtual time runs down the left; the tag on each arrow is the thread \
            (main, background-n, race, other) and the load it belongs to.</p>\
            <p>A red row is the step a violated rule points at. Reports keep a rule's words, not the step it \
            looked at, so the page picks it from the finding: a call the actual value names (the first one too \
            many when there are several); else the subject the finding talks about (AdChoices: the rendered ad; \
            a navigation: the URL opened; the banner view; the request's fields: the fetch; assets or media: \
            the mapped ad; a method the adapter lacks: the SDK's note that it used the default), the rule's own \
            family first; else a call the expectation names; else, when something never happened, the last \
            thing the network told the adapter; else the last adapter → SDK arrow. Only the steps of the load \
            a finding names are considered. A crash or hang marks the last step recorded.</p></details>
            """)
    }
}
