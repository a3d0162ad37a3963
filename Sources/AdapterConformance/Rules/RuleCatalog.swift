import Foundation

/// The rule catalog, in our own words. Order is the order `conformance rules` prints.
package enum RuleCatalog {
    private static func rule(
        _ id: String, _ level: RuleLevel, _ summary: String, _ rationale: String,
        _ sources: [String], needs capability: NetworkCapability? = nil
    ) -> RuleDefinition {
        RuleDefinition(id: id, level: level, summary: summary, rationale: rationale, sources: sources, capability: capability)
    }

    /// Every rule.
    package static let all: [RuleDefinition] = adapterClass + load + options + assets + adChoices + media + clicks + banner + concurrency

    /// Looks a rule up by ID.
    package static func definition(_ id: String) -> RuleDefinition? { all.first { $0.id == id } }

    static let adapterClass = [
        rule("ADP-1", .required, "Adapter and network SDK versions are real versions: no negative part, not 0.0.0.",
             "The SDK reports these versions to Google; 0.0.0 is what a failed version parse leaves behind.", ["adapter API reference"]),
        rule("ADP-2", .required, "setUp completes exactly once: nil when it worked, an NSError when credentials are missing or bad.",
             "The SDK waits for every adapter's set-up before it reports initialization; a silent or repeated completion stalls or confuses it.", ["adapter API reference"]),
        rule("ADP-3", .recommended, "The version and extras-class methods answer in under 5 ms.",
             "The SDK calls them synchronously; Google's own adapter test kit holds adapters to this bar.", ["adapter test kit"]),
        rule("ADP-4", .required, "Every adapter instance keeps its own load state; nothing of a load lives in statics or globals.",
             "The SDK makes an instance per request; a file-scope variable (as in the Objective-C native sample) lets one load overwrite another.", ["000"]),
    ]

    static let load = [
        rule("LOAD-1", .required, "The load completion handler runs exactly once per load, whatever the network does.",
             "Networks call back twice, fail after succeeding, or race on two threads; the SDK's waterfall breaks on a second answer.", ["000", "002"]),
        rule("LOAD-2", .required, "Each completion carries an ad or an error, never both and never neither.",
             "The SDK cannot tell success from failure otherwise.", ["000", "002"]),
        rule("LOAD-3", .required, "After the network answers, the completion follows within the load window.",
             "An adapter that drops the network's answer leaves the waterfall waiting until its timeout.", ["000", "002"]),
        rule("LOAD-4", .required, "A network failure becomes a failed load: an NSError with a domain and the network's code, and no ad.",
             "Publishers and Google debug mediation from these errors; without domain and code they are useless.", ["000", "002"]),
        rule("LOAD-5", .recommended, "The failure's localizedDescription is a sentence set under NSLocalizedDescriptionKey.",
             "A text under another key (Google's Swift sample uses \"description\") leaves the generic fallback on screen.", ["000", "002"]),
        rule("LOAD-6", .required, "No event-delegate call before a successful completion, none after a failed one.",
             "Events for an ad the SDK never accepted are misattributed or dropped.", ["000", "002"]),
        rule("LOAD-7", .required, "The adapter lets go of the completion handler once it has called it.",
             "The handler retains SDK objects; the Objective-C sample nils it for exactly this reason.", ["000", "002"]),
        rule("LOAD-8", .required, "A missing or empty server parameter ends in a failed load with an error, not a crash or a hang.",
             "Misconfigured line items are common; they must fail fast and say why.", ["000", "002"]),
    ]

    static let options = [
        rule("OPT-1", .required, "The server parameter reaches the network unchanged as its ad unit.",
             "The network cannot serve the right line item otherwise.", ["000", "002"]),
        rule("OPT-2", .required, "isTestRequest reaches the network's test mode, true and false alike.",
             "Test traffic billed as real, or real traffic marked test, costs money.", ["000", "002"], needs: .testMode),
        rule("OPT-3", .required, "With image loading disabled, images and icon carry URLs and no image data.",
             "Publishers disable loading to fetch images themselves; downloads behind their back waste data.", ["000"], needs: .imageDownloadOption),
        rule("OPT-4", .required, "With image loading enabled, images and icon carry image data before the completion.",
             "The SDK expects loaded images unless told otherwise; the adapter fetches them when the network gives only URLs.", ["000"]),
        rule("OPT-5", .required, "shouldRequestMultipleImages reaches the network; without it at most one image comes back.",
             "Layouts built for one image break with several.", ["000"], needs: .multipleImages),
        rule("OPT-6", .required, "mediaAspectRatio maps to the network's orientation: landscape, portrait, else any.",
             "Publishers pick the ratio their layout fits.", ["000"], needs: .imageOrientation),
        rule("OPT-7", .recommended, "preferredAdChoicesPosition reaches the network when it can place its icon.",
             "The publisher keeps that corner free for the icon.", ["000"], needs: .adChoicesPositions),
        rule("OPT-8", .required, "Loader options the adapter does not know are ignored and the load still succeeds.",
             "Publishers pass video, multiple-ads and their own options to every ad source.", ["000"]),
        rule("OPT-9", .required, "A banner is made at the requested adSize and its view has that size.",
             "The publisher's layout reserves exactly that slot.", ["002"], needs: .banner),
        rule("OPT-10", .recommended, "Child-directed treatment reaches the network when it has such a flag.",
             "Regulation (COPPA and the like) depends on it.", ["adapter API reference"], needs: .childDirected),
    ]

    static let assets = [
        rule("NAT-1", .required, "Every asset the network supplied appears unchanged on the mapped ad.",
             "Lost or altered assets make the ad misleading or empty.", ["000"], needs: .native),
        rule("NAT-2", .required, "An asset the network did not supply is nil, not an empty string or placeholder.",
             "Publishers hide views for nil assets; an empty string shows an empty view.", ["000"], needs: .native),
        rule("NAT-3", .recommended, "extraAssets holds only values the network supplied.",
             "A \"\" stand-in (as in the seed's Swift sample) looks like a real value.", ["000"], needs: .native),
        rule("NAT-4", .required, "Image scales are positive and image URLs are well-formed.",
             "A file URL built from an http string, or a zero scale, breaks image loading.", ["000"], needs: .native),
    ]

    static let adChoices = [
        rule("ADC-1", .required, "A network AdChoices view ends up in the rendered ad.",
             "Showing AdChoices is a policy requirement of every network.", ["000", "001", "004"], needs: .adChoicesView),
        rule("ADC-2", .required, "AdChoices given as icon and URL: the adapter builds the view, and tapping it opens the URL.",
             "The guide makes the adapter responsible for the view when the network has none.", ["000", "001", "004"], needs: .adChoicesIconAndURL),
        rule("ADC-3", .required, "A rendered ad holds exactly one AdChoices view.",
             "None breaks policy; two (adapter and network both adding one) looks broken.", ["000", "004"]),
        rule("ADC-4", .recommended, "The AdChoices view sits in the corner preferredAdChoicesPosition asks for.",
             "The publisher's layout keeps that corner clear.", ["000", "004"], needs: .adChoicesPositions),
    ]

    static let media = [
        rule("MED-1", .required, "A video ad reports hasVideoContent true and supplies a mediaView.",
             "Without both the SDK cannot play the video.", ["000", "001", "004"], needs: .video),
        rule("MED-2", .required, "An ad without video reports hasVideoContent false and keeps the main image for the media view.",
             "The media view falls back to the main image; with no image it stays blank.", ["000", "001", "004"], needs: .native),
        rule("MED-3", .required, "hasVideoContent is never true while mediaView is nil.",
             "The SDK would promise a video it cannot show.", ["000", "004"], needs: .native),
        rule("MED-4", .required, "The network's video events reach the native delegate once each, in order.",
             "Publishers drive their UI from video events.", ["000", "004"], needs: .videoEvents),
    ]

    static let clicks = [
        rule("CLK-1", .required, "handlesUserClicks() true: each network click is forwarded once with reportClick().",
             "The SDK counts only what the adapter reports.", ["000"], needs: .native),
        rule("CLK-2", .required, "handlesUserClicks() false: the SDK's click reaches the network and the adapter does not also report it.",
             "One user click must be one counted click; a misspelt didRecordClickOnAsset (as in the seed) silently drops clicks.", ["000"], needs: .native),
        rule("CLK-3", .required, "With a custom click handler, a click runs that handler once with the asset ID and nothing else happens.",
             "Publishers own the click when they set a handler.", ["001", "004"], needs: .native),
        rule("CLK-4", .required, "Without a custom click handler, a click opens the first openable deep link, else the URL: one navigation.",
             "Users land in the app when they have it, in the browser otherwise, and only once.", ["001", "004"], needs: .native),
        rule("IMP-1", .required, "handlesUserImpressions() true: the network's impression is forwarded once with reportImpression().",
             "The SDK counts only what the adapter reports.", ["000"], needs: .native),
        rule("IMP-2", .required, "handlesUserImpressions() false: the SDK's impression reaches the network and the adapter does not also report it.",
             "One impression must be counted once.", ["000"], needs: .native),
        rule("IMP-3", .required, "One ad counts at most one impression however often it is shown.",
             "Double impressions are billing errors.", ["000", "001"], needs: .native),
        rule("IMP-4", .required, "An adapter that tracks clicks or impressions itself gives the network the ad view in didRender.",
             "The network cannot track a view it never saw.", ["000"], needs: .native),
    ]

    static let banner = [
        rule("BAN-1", .required, "The banner view is the network's own view, the one it rendered into.",
             "A placeholder view shows nothing.", ["002"], needs: .banner),
        rule("BAN-2", .required, "A network click (or leaving the app) becomes exactly one reportClick().",
             "The SDK counts only what the adapter reports.", ["002"], needs: .banner),
        rule("BAN-3", .required, "A network impression becomes exactly one reportImpression().",
             "Double or lost impressions are billing errors.", ["002"], needs: .bannerImpressionEvents),
        rule("BAN-4", .required, "Full-screen presentation is forwarded as will-present, will-dismiss, did-dismiss, once each, in order.",
             "Publishers pause their app around full-screen ads.", ["002"], needs: .fullScreenEvents),
    ]

    static let concurrency = [
        rule("CON-1", .required, "Concurrent loads on separate adapter instances each get their own ad, whatever order answers arrive in.",
             "The SDK runs several waterfalls at once.", ["000", "002"]),
        rule("CON-2", .required, "Network callbacks on background threads still end in exactly one completion.",
             "Networks call back on their own queues; guards that are not thread-safe let two answers through.", ["000", "002"]),
        rule("CON-3", .recommended, "No SDK call into the adapter blocks the main thread for more than 16 ms.",
             "One frame at 60 Hz; longer calls stutter the app.", ["adapter API reference"]),
    ]
}
