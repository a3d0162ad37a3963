import Foundation
import ScriptedNetwork

// Network scripts and ads. The decoder resolves every ad to complete content; the writer
// states each ad as changes to whichever starting point (`standard` or `empty`) needs fewer.
extension ScenarioWriter {
    static func script(_ script: NetworkScript) -> JSONText {
        .object(
            [("answers", .array(script.answers.map(answer)))]
                + (script.createsNoAdObject ? [("noAdObject", .bool(true))] : []))
    }

    static func answer(_ answer: NetworkAnswer) -> JSONText {
        var fields: [(key: String, value: JSONText)] = []
        switch answer.outcome {
        case .ad(let ad):
            fields.append(("outcome", .string("ad")))
            if ad != .standard { fields.append(("ad", self.ad(ad))) }
        case .failure(let code):
            fields.append(("outcome", .string("failure")))
            fields.append(("code", .integer(code)))
            if answer.withoutError { fields.append(("withoutError", .bool(true))) }
        }
        if answer.delayMilliseconds != 0 { fields.append(("afterMs", .integer(answer.delayMilliseconds))) }
        if answer.thread != .main { fields.append(("thread", .string(answer.thread.description))) }
        return .object(fields)
    }

    /// The ad an `"base": "empty"` object starts from.
    package static let emptyAd = NetworkAd(adChoices: .none)

    static func ad(_ ad: NetworkAd) -> JSONText {
        let overStandard = changes(ad, from: .standard)
        let overEmpty = changes(ad, from: emptyAd)
        if overEmpty.count + 1 < overStandard.count { return .object([("base", .string("empty"))] + overEmpty) }
        return .object(overStandard)
    }

    /// The fields of `ad` that differ from `base`, in the order the format guide lists them.
    static func changes(_ ad: NetworkAd, from base: NetworkAd) -> [(key: String, value: JSONText)] {
        var fields: [(key: String, value: JSONText)] = []
        func text(_ key: String, _ keyPath: KeyPath<NetworkAd, String?>) {
            if ad[keyPath: keyPath] != base[keyPath: keyPath] {
                fields.append((key, ad[keyPath: keyPath].map(JSONText.string) ?? .null))
            }
        }
        text("headline", \.headline); text("body", \.body); text("callToAction", \.callToAction)
        text("advertiser", \.advertiser); text("store", \.store); text("price", \.price)
        text("starRating", \.starRating)
        if ad.icon != base.icon { fields.append(("icon", ad.icon.map(image) ?? .null)) }
        if ad.images != base.images { fields.append(("images", .array(ad.images.map(image)))) }
        if ad.extraAssets != base.extraAssets {
            let extras = ad.extraAssets.map { extras in
                JSONText.object(extras.keys.sorted().map { ($0, JSONText.string(extras[$0]!)) })
            }
            fields.append(("extraAssets", extras ?? .null))
        }
        if ad.hasVideo != base.hasVideo { fields.append(("video", .bool(ad.hasVideo))) }
        if ad.videoDuration != base.videoDuration, let duration = ad.videoDuration {
            fields.append(("videoDuration", .decimal(duration)))
        }
        if ad.adChoices != base.adChoices { fields.append(("adChoices", adChoices(ad.adChoices))) }
        if ad.destination != base.destination {
            fields.append(("destination", ad.destination.map(destination) ?? .null))
        }
        return fields
    }

    static func image(_ image: NetworkImage) -> JSONText {
        var fields: [(key: String, value: JSONText)] = [("url", .string(image.url))]
        if image.bytes != ScenarioDecoder.defaultBytes(url: image.url) {
            fields.append(("bytes", .string(image.bytes)))
        }
        if image.scale != 1 { fields.append(("scale", .decimal(image.scale))) }
        return .object(fields)
    }

    static func adChoices(_ supply: AdChoicesSupply) -> JSONText {
        switch supply {
        case .view: .string("view")
        case .none: .string("none")
        case .iconAndURL(let icon, let url): .object([("icon", image(icon)), ("clickURL", .string(url))])
        }
    }

    static func destination(_ destination: ClickDestination) -> JSONText {
        var fields: [(key: String, value: JSONText)] = []
        if !destination.deepLinks.isEmpty {
            fields.append(("deepLinks", .array(destination.deepLinks.map(JSONText.string))))
        }
        fields.append(("url", .string(destination.url)))
        return .object(fields)
    }
}
