import Foundation

extension RuleCatalog {
    /// The OPT rules' words: level, what an adapter must do, why, where the guides say so.
    static let opt: [RuleDefinition] = [
        RuleDefinition(
            .opt1, .required,
            "The server parameter reaches the network unchanged as its ad unit (a test request may load the network's own test placement, which the network marks as test mode).",
            why: "The network cannot serve the right line item otherwise.",
            sources: ["000", "002"]),
        RuleDefinition(
            .opt2, .recommended,
            "isTestRequest reaches the network's test mode, true and false alike.",
            why: "Test traffic billed as real, or real traffic marked test, costs money.",
            sources: ["000", "002"],
            needs: .testMode),
        RuleDefinition(
            .opt3, .recommended,
            "With image loading disabled, images and icon carry URLs and no image data.",
            why: "Publishers disable loading to fetch images themselves; downloads behind their back waste data.",
            sources: ["000"],
            needs: .imageDownloadOption),
        RuleDefinition(
            .opt4, .required,
            "With image loading enabled, images and icon carry image data before the completion.",
            why:
                "The SDK expects loaded images unless told otherwise; the adapter fetches them when the network gives only URLs.",
            sources: ["000"]),
        RuleDefinition(
            .opt5, .required,
            "shouldRequestMultipleImages reaches the network; without it at most one image comes back.",
            why: "Layouts built for one image break with several.",
            sources: ["000"]),
        RuleDefinition(
            .opt6, .required,
            "mediaAspectRatio maps to the network's orientation: landscape, portrait, else any.",
            why: "Publishers pick the ratio their layout fits.",
            sources: ["000"],
            needs: .imageOrientation),
        RuleDefinition(
            .opt7, .recommended,
            "preferredAdChoicesPosition reaches the network when it can place its icon.",
            why: "The publisher keeps that corner free for the icon.",
            sources: ["000"],
            needs: .adChoicesPositions),
        RuleDefinition(
            .opt8, .required,
            "Loader options the adapter does not know are ignored and the load still succeeds.",
            why: "Publishers pass video, multiple-ads and their own options to every ad source.",
            sources: ["000"]),
        RuleDefinition(
            .opt9, .required,
            "A banner is made at the requested adSize, or at a size GMA's closestValidSizeForAdSizes would pick for it (never larger, at least half its width and height), and its view has the size made; asked for a size that none of the banner sizes the fixture declares its network serves fits, the load fails with an error instead.",
            why:
                "The publisher's layout reserves that slot; GMA itself fits a network's fixed sizes into it this way, so a banner larger than the slot or far smaller breaks the layout.",
            sources: ["002"],
            needs: .banner),
    ]
}
