import ConformanceVocabulary
import ScriptedNetwork

// Native ad content: assets present, missing or odd; several images; video or not; AdChoices
// as a view, as icon and URL, or none; click destinations with and without deep links.
extension ScenarioGenerator {
    static let oddTexts = [
        "", " ", "Ünïcødé ✓ 🎉", String(repeating: "long ", count: 60), "line\nbreak", "<b>markup</b> & \"quotes\"", "0",
    ]
    static let starRatings: [String?] = [nil, "0", "5", "3.75", "4.123456789"]
    static let imageURLs = [
        "https://ads.example.com/img.png?w=100&h=100", "http://ads.example.com/a%20b.png",
        "https://ads.example.com:8443/x.jpg", "data:image/png;base64,iVBORw0KGgo=",
    ]
    static let destinations: [ClickDestination?] = [
        nil, ClickDestination(deepLinks: [], url: "https://ads.example.com/landing"),
        ClickDestination(deepLinks: ["other://x", "sample://y"], url: "https://ads.example.com/landing"),
        ClickDestination(deepLinks: ["https://web.example.com/deep"], url: "https://ads.example.com/landing"),
        ClickDestination(deepLinks: ["notinstalled://z"], url: "https://ads.example.com/landing?id=1&x=%20"),
    ]
    /// Key paths are not `Sendable`, so the list is made where it is used.
    static var texts: [WritableKeyPath<NetworkAd, String?>] {
        [\.headline, \.body, \.callToAction, \.advertiser, \.store, \.price]
    }

    /// A native ad; with `load`, its headline names the load, so that loads served at once
    /// can be told apart (CON-1, ADP-4).
    func nativeAd(_ random: inout SeededRandom, load: Int?) -> NetworkAd {
        var ad = NetworkAd.standard
        if random.chance(grammar.emptyBase) {
            // From nothing, some of the standard assets come back.
            var empty = NetworkAd(adChoices: .none)
            for keyPath in Self.texts + [\.starRating] where random.chance(0.5) {
                empty[keyPath: keyPath] = ad[keyPath: keyPath]
            }
            if random.chance(0.5) { empty.icon = ad.icon }
            if random.chance(0.5) { empty.images = ad.images }
            ad = empty
        }
        for keyPath in Self.texts where random.chance(grammar.assetChange) {
            ad[keyPath: keyPath] = random.chance(0.5) ? nil : random.pick(Self.oddTexts)
        }
        if random.chance(grammar.assetChange) { ad.starRating = random.pick(Self.starRatings) }
        if random.chance(grammar.assetChange) { ad.icon = random.chance(0.5) ? nil : image(&random) }
        if random.chance(grammar.severalImages) {
            ad.images = (0..<random.int(in: 2...4)).map { _ in image(&random) }
        } else if random.chance(grammar.assetChange) {
            ad.images = random.chance(0.5) ? [] : [image(&random)]
        }
        if random.chance(grammar.assetChange) {
            ad.extraAssets = random.pick([nil, [:], ["degreeOfAwesomeness": "Mega", "other": ""], ["other": "x"]])
        }
        if random.chance(grammar.video) {
            ad.hasVideo = true
            ad.videoDuration = random.pick([nil, 0, 15, 30.5, 3_600])
        }
        if random.chance(grammar.adChoicesIcon) {
            ad.adChoices = .iconAndURL(
                icon: image(&random),
                clickURL: random.pick(["https://adchoices.example.com", "https://adchoices.example.com/?ad=1"]))
        } else if random.chance(grammar.adChoicesNone) {
            ad.adChoices = .none
        }
        if random.chance(grammar.assetChange) { ad.destination = random.pick(Self.destinations) }
        if let load { ad.headline = "Ad for load \(load)" }
        return ad
    }

    private func image(_ random: inout SeededRandom) -> NetworkImage {
        let url = random.pick(Self.imageURLs)
        return NetworkImage(
            url: url, bytes: random.chance(0.7) ? ScenarioDecoder.defaultBytes(url: url) : "bytes ✓",
            scale: random.pick([1, 1, 2, 3, 0.5, 0]))
    }
}
