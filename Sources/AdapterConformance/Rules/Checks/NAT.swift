import ConformanceVocabulary
import Foundation
import ScriptedNetwork

/// The text assets both sides share, by name.
enum TextAssets {
    static func pairs(_ network: NetworkAd, _ assets: AssetSnapshot) -> [(
        name: String, supplied: String?, mapped: String?
    )] {
        [
            ("headline", network.headline, assets.headline), ("body", network.body, assets.body),
            ("callToAction", network.callToAction, assets.callToAction),
            ("advertiser", network.advertiser, assets.advertiser),
            ("store", network.store, assets.store), ("price", network.price, assets.price),
        ]
    }

    /// The images the network returns for the request: only the first unless several were asked for.
    static func returnedImages(_ ad: NetworkAd, _ context: CheckContext) -> [NetworkImage] {
        context.imageOptions.multipleImages && context.capabilities.contains(.multipleImages)
            ? ad.images : Array(ad.images.prefix(1))
    }
}

/// NAT-1: every asset the network supplied appears unchanged on the mapped ad.
struct NAT_1: RuleCheck {
    let rule = RuleCatalog.definition(.nat1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            let network = subject.network, assets = subject.assets
            var findings: [Finding] = []
            for asset in TextAssets.pairs(network, assets) {
                guard let supplied = asset.supplied else { continue }
                let mapped = asset.mapped
                if mapped != supplied {
                    findings.append(
                        Finding(
                            expected: "\(asset.name) \(Show.quoted(supplied))", actual: Show.quoted(mapped),
                            at: [subject.assetsEvent]))
                }
            }
            if let supplied = network.starRating {
                let mapped = assets.starRating
                if mapped.flatMap({ Decimal(string: $0) }) != Decimal(string: supplied) {
                    findings.append(
                        Finding(expected: "starRating \(supplied)", actual: mapped ?? "nil", at: [subject.assetsEvent]))
                }
            }
            if let icon = network.icon {
                findings += Self.compare("icon", icon, assets.icon, at: subject.assetsEvent)
            }
            let supplied = TextAssets.returnedImages(network, context)
            if !supplied.isEmpty, !context.imagesGoThroughMediaView(assets) {
                let mapped = assets.images ?? []
                if mapped.count != supplied.count {
                    findings.append(
                        Finding(
                            expected:
                                "\(supplied.count) image\(supplied.count == 1 ? "" : "s") (what the network returned\(context.imageOptions.multipleImages ? " with multiple images requested" : ": the first only, multiple images not requested"))",
                            actual: "\(mapped.count) image\(mapped.count == 1 ? "" : "s")", at: [subject.assetsEvent]))
                }
                for (index, pair) in zip(supplied, mapped).enumerated() {
                    findings += Self.compare("images[\(index)]", pair.0, pair.1, at: subject.assetsEvent)
                }
            }
            return verdict(findings)
        }
    }

    /// An image is unchanged when what it carries (URL, data, or both) matches the network's.
    static func compare(_ name: String, _ supplied: NetworkImage, _ mapped: ImageSnapshot?, at event: TraceEvent)
        -> [Finding]
    {
        guard let mapped else { return [Finding(expected: "\(name) \(supplied.url)", actual: "nil", at: [event])] }
        var findings: [Finding] = []
        if mapped.url == nil, mapped.data == nil {
            findings.append(
                Finding(
                    expected: "\(name): the network's URL or image data", actual: "neither URL nor data", at: [event]))
        }
        if let url = mapped.url, Show.normalized(url) != Show.normalized(supplied.url) {
            findings.append(Finding(expected: "\(name) URL \(supplied.url)", actual: url, at: [event]))
        }
        if let data = mapped.data, data != supplied.bytes {
            findings.append(
                Finding(
                    expected: "\(name) data \(Show.quoted(String(supplied.bytes.prefix(32))))",
                    actual: Show.quoted(String(data.prefix(32))), at: [event]))
        }
        return findings
    }
}

/// NAT-2: assets the network did not supply are nil, not "" or a placeholder.
struct NAT_2: RuleCheck {
    let rule = RuleCatalog.definition(.nat2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            let network = subject.network, assets = subject.assets
            var judged = 0
            var findings: [Finding] = []
            for asset in TextAssets.pairs(network, assets) where asset.supplied == nil {
                judged += 1
                if let mapped = asset.mapped {
                    findings.append(
                        Finding(
                            expected: "\(asset.name) nil (the network supplied none)", actual: Show.quoted(mapped),
                            at: [subject.assetsEvent]))
                }
            }
            if network.starRating == nil {
                judged += 1
                if let mapped = assets.starRating {
                    findings.append(
                        Finding(
                            expected: "starRating nil (the network supplied none)", actual: mapped,
                            at: [subject.assetsEvent]))
                }
            }
            if network.icon == nil {
                judged += 1
                if let icon = assets.icon {
                    findings.append(
                        Finding(
                            expected: "icon nil (the network supplied none)",
                            actual: "an icon (\(icon.traceDescription))", at: [subject.assetsEvent]))
                }
            }
            if network.images.isEmpty {
                judged += 1
                if let images = assets.images, !images.isEmpty {
                    findings.append(
                        Finding(
                            expected: "images nil or empty (the network supplied none)",
                            actual:
                                "\(images.count) image\(images.count == 1 ? "" : "s"): \(images.map(\.traceDescription).joined(separator: "; "))",
                            at: [subject.assetsEvent]))
                }
            }
            if judged == 0 { return .skipped("the network supplied every asset, so none should be nil") }
            return verdict(findings)
        }
    }
}

/// NAT-3: extraAssets holds only values the network supplied.
struct NAT_3: RuleCheck {
    let rule = RuleCatalog.definition(.nat3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            let supplied = subject.network.extraAssets ?? [:]
            let values = Set(supplied.values)
            let mapped = subject.assets.extraAssets ?? [:]
            // Adapters may rename keys; a value is fine when the network supplied it under any key.
            return verdict(
                mapped.sorted { $0.key < $1.key }.compactMap { key, value in
                    if supplied[key] == value || values.contains(value) { return nil }
                    let suppliedText =
                        supplied.isEmpty
                        ? "none"
                        : supplied.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }.joined(
                            separator: ", ")
                    return Finding(
                        expected:
                            "extraAssets[\"\(key)\"] holds a value the network supplied (network extra assets: \(suppliedText))",
                        actual: "\"\(value)\"\(value.isEmpty ? ", an empty stand-in" : "")", at: [subject.assetsEvent])
                })
        }
    }
}

/// NAT-4: image scales are positive and image URLs are well-formed.
struct NAT_4: RuleCheck {
    let rule = RuleCatalog.definition(.nat4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        withNativeAd(context) { subject in
            var images: [(String, ImageSnapshot)] = []
            if let icon = subject.assets.icon { images.append(("icon", icon)) }
            for (index, image) in (subject.assets.images ?? []).enumerated() {
                images.append(("images[\(index)]", image))
            }
            guard !images.isEmpty else { return .skipped("the mapped ad has no icon and no images") }
            var findings: [Finding] = []
            for (name, image) in images {
                if !(image.scale > 0) {
                    findings.append(
                        Finding(
                            expected: "\(name): scale > 0", actual: "scale \(image.scale)", at: [subject.assetsEvent]))
                }
                if let url = image.url, let problem = Self.problem(with: url) {
                    findings.append(
                        Finding(
                            expected: "\(name): a well-formed http(s) or data URL", actual: "\(url): \(problem)",
                            at: [subject.assetsEvent]))
                }
            }
            return verdict(findings)
        }
    }

    /// What is wrong with an image URL, or `nil` when it is usable.
    static func problem(with text: String) -> String? {
        guard let url = URL(string: text) else { return "does not parse as a URL" }
        guard let scheme = url.scheme?.lowercased() else { return "has no scheme" }
        switch scheme {
        case "http", "https":
            if (url.host ?? "").isEmpty { return "has no host" }
            return nil
        case "data":
            return nil
        case "file":
            return "a file URL"
                + (text.lowercased().contains("http")
                    ? " built from a web address (URL(fileURLWithPath:) instead of URL(string:))" : "")
        default:
            return "scheme \"\(scheme)\" cannot be fetched"
        }
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension NAT_2 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.assetChange = 0.5 }
}

extension NAT_3 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.assetChange = 0.5 }
}
