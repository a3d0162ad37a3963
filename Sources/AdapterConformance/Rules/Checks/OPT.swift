import ConformanceVocabulary
import GoogleMobileAds
import Foundation
import ScriptedNetwork

/// Shared by the OPT checks: every load's fetch, or a finding for a load that never fetched.
enum FetchCheck {
    static func each(
        _ context: CheckContext, _ judge: (Int, NetworkRequest, TraceEvent) -> Finding?
    ) -> [Finding] {
        (0..<context.loadCount).compactMap { load in
            guard let fetch = context.fetch(load: load) else { return neverFetched(context, load: load) }
            return judge(load, fetch.request, fetch.event)
        }
    }

    /// The finding for a load that never reached the network.
    static func neverFetched(_ context: CheckContext, load: Int) -> Finding {
        Finding(
            expected: "load \(load): a network fetch carrying the request",
            actual: "the adapter never fetched from the network",
            at: [context.loadEvent(load: load)].compactMap { $0 }, absentAfter: context.lastEvent(load: load))
    }

    static func text(_ value: Bool?) -> String { value.map(String.init) ?? "not set" }
}

/// OPT-1: the server parameter reaches the network unchanged as its ad unit.
struct OPT_1: RuleCheck {
    let rule = RuleCatalog.definition(.opt1)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.loadCount > 0 else { return .skipped("the scenario makes no load") }
        if let reason = context.refusalOwed { return .skipped(reason) }
        var judged = false
        var findings: [Finding] = []
        for load in 0..<context.loadCount {
            // The ad unit this load handed the adapter, where the load owes one: a bidding load
            // is identified by its bid response unless the fixture declares otherwise.
            let adUnit: String?
            if let keys = context.handedCredentials(load: load) {
                adUnit = keys.first { $0.owed.isAdUnit }?.value
            } else {
                adUnit = context.scenario.request.parameter
            }
            guard let adUnit, !ScenarioRequest.isBlank(adUnit) else { continue }
            judged = true
            guard let fetch = context.fetch(load: load) else {
                findings.append(FetchCheck.neverFetched(context, load: load))
                continue
            }
            // A test request may load the network's own test placement instead (Moloco's
            // `moloco_test_placement`): the network says so by marking the fetch test mode.
            if fetch.request.adUnit == adUnit
                || (context.scenario.request.testRequest && fetch.request.testMode == true)
            {
                continue
            }
            findings.append(
                Finding(
                    expected:
                        "load \(load): ad unit \(Show.quoted(adUnit)) (the one the credentials handed, unchanged)",
                    actual: "the network was asked for ad unit \(Show.quoted(fetch.request.adUnit))", at: [fetch.event])
            )
        }
        guard judged else {
            return .skipped("no load owes an ad unit here (a bidding load is identified by its bid response)")
        }
        return verdict(findings)
    }
}

/// OPT-2: isTestRequest reaches the network's test mode.
struct OPT_2: RuleCheck {
    let rule = RuleCatalog.definition(.opt2)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.loadCount > 0 else { return .skipped("the scenario makes no load") }
        if let reason = context.refusalOwed { return .skipped(reason) }
        let wanted = context.scenario.request.testRequest
        return verdict(
            FetchCheck.each(context) { load, request, fetch in
                request.testMode == wanted
                    ? nil
                    : Finding(
                        expected: "load \(load): network test mode \(wanted) (isTestRequest is \(wanted))",
                        actual: "test mode \(FetchCheck.text(request.testMode))", at: [fetch])
            })
    }
}

/// OPT-3: with image loading disabled, images and icon carry URLs and no data.
struct OPT_3: RuleCheck {
    let rule = RuleCatalog.definition(.opt3)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.imageOptions.disableImageLoading else {
            return .skipped("image loading is not disabled in this request")
        }
        return withNativeAd(context) { subject in
            var findings: [Finding] = []
            if let fetch = context.fetch(), let download = fetch.request.downloadImages, download {
                findings.append(
                    Finding(
                        expected: "the network asked not to download images",
                        actual: "downloadImages=true in the network request", at: [fetch.event]))
            }
            func judge(_ name: String, _ image: ImageSnapshot) {
                if image.url == nil || image.data != nil {
                    findings.append(
                        Finding(
                            expected: "\(name): a URL and no image data",
                            actual:
                                "url \(Show.quoted(image.url)), data \(image.data.map { "present (\($0.utf8.count) bytes)" } ?? "nil")",
                            at: [subject.assetsEvent]))
                }
            }
            if subject.network.icon != nil, subject.assets.icon == nil {
                findings.append(
                    Finding(expected: "icon: the network's icon URL", actual: "icon is nil", at: [subject.assetsEvent]))
            }
            subject.assets.icon.map { judge("icon", $0) }
            let images = subject.assets.images ?? []
            if !subject.network.images.isEmpty, images.isEmpty {
                findings.append(
                    Finding(
                        expected: "images: the network's image URLs", actual: "no images", at: [subject.assetsEvent]))
            }
            for (index, image) in images.enumerated() { judge("images[\(index)]", image) }
            return verdict(findings)
        }
    }
}

/// OPT-4: with image loading enabled, images and icon carry image data.
struct OPT_4: RuleCheck {
    let rule = RuleCatalog.definition(.opt4)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard !context.imageOptions.disableImageLoading else {
            return .skipped("image loading is disabled in this request (OPT-3 covers that)")
        }
        return withNativeAd(context) { subject in
            guard subject.network.icon != nil || !subject.network.images.isEmpty else {
                return .skipped("the network's ad has neither icon nor images")
            }
            var findings: [Finding] = []
            if subject.network.icon != nil {
                if let icon = subject.assets.icon {
                    if icon.data == nil {
                        findings.append(
                            Finding(
                                expected: "icon: image data", actual: "no data (url \(Show.quoted(icon.url)))",
                                at: [subject.assetsEvent]))
                    }
                } else {
                    findings.append(
                        Finding(expected: "icon: image data", actual: "icon is nil", at: [subject.assetsEvent]))
                }
            }
            if !subject.network.images.isEmpty, !context.imagesGoThroughMediaView(subject.assets) {
                let images = subject.assets.images ?? []
                if images.isEmpty {
                    findings.append(
                        Finding(expected: "images: image data", actual: "no images", at: [subject.assetsEvent]))
                }
                for (index, image) in images.enumerated() where image.data == nil {
                    findings.append(
                        Finding(
                            expected: "images[\(index)]: image data", actual: "no data (url \(Show.quoted(image.url)))",
                            at: [subject.assetsEvent])
                    )
                }
            }
            return verdict(findings)
        }
    }
}

/// OPT-5: shouldRequestMultipleImages reaches the network; without it at most one image.
struct OPT_5: RuleCheck {
    let rule = RuleCatalog.definition(.opt5)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.scenario.format == .native else { return .skipped("only native requests have image options") }
        if let reason = context.refusalOwed { return .skipped(reason) }
        let wanted = context.imageOptions.multipleImages
        // The first half needs only a request that carries the flag; the second a network
        // that can return several images.
        let carriesFlag = (0..<context.loadCount).contains { context.fetch(load: $0)?.request.multipleImages != nil }
        let canReturnSeveral = context.capabilities.contains(.multipleImages)
        guard carriesFlag || canReturnSeveral else {
            return .skipped("the network's request has no multiple-images flag and it cannot return several images")
        }
        var findings = FetchCheck.each(context) { load, request, fetch in
            !carriesFlag || request.multipleImages == wanted
                ? nil
                : Finding(
                    expected:
                        "load \(load): multiple images \(wanted) in the network request (shouldRequestMultipleImages is \(wanted))",
                    actual: "multipleImages \(FetchCheck.text(request.multipleImages))", at: [fetch])
        }
        if !wanted && canReturnSeveral {
            for load in 0..<context.loadCount {
                let count = context.assets(load: load)?.images?.count ?? 0
                if count > 1 {
                    findings.append(
                        Finding(
                            expected: "load \(load): at most one image (multiple images not requested)",
                            actual: "\(count) images", at: [context.assetsEvent(load: load)].compactMap { $0 }))
                }
            }
        }
        return verdict(findings)
    }
}

/// OPT-6: mediaAspectRatio maps to the network's orientation.
struct OPT_6: RuleCheck {
    let rule = RuleCatalog.definition(.opt6)
    static func orientation(for ratio: MediaAspectRatio?) -> String {
        switch ratio {
        case .landscape: "landscape"
        case .portrait: "portrait"
        default: "any"
        }
    }
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.scenario.format == .native else { return .skipped("only native requests have media options") }
        if let reason = context.refusalOwed { return .skipped(reason) }
        let ratio = context.aspectRatio
        let wanted = Self.orientation(for: ratio)
        return verdict(
            FetchCheck.each(context) { load, request, fetch in
                request.orientation == wanted
                    ? nil
                    : Finding(
                        expected:
                            "load \(load): orientation \"\(wanted)\" for mediaAspectRatio \(ratio?.scenarioName ?? "not set")",
                        actual: "orientation \(Show.quoted(request.orientation))", at: [fetch])
            })
    }
}

/// OPT-7: preferredAdChoicesPosition reaches the network.
struct OPT_7: RuleCheck {
    let rule = RuleCatalog.definition(.opt7)
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard let corner = context.adChoicesPosition else {
            return .skipped("the request sets no preferredAdChoicesPosition")
        }
        if let reason = context.refusalOwed { return .skipped(reason) }
        return verdict(
            FetchCheck.each(context) { load, request, fetch in
                request.adChoicesPosition == corner.scenarioName
                    ? nil
                    : Finding(
                        expected: "load \(load): AdChoices position \"\(corner.scenarioName)\" in the network request",
                        actual: "adChoicesPosition \(Show.quoted(request.adChoicesPosition))", at: [fetch])
            })
    }
}

/// OPT-8: loader options the adapter does not know are ignored; the load still succeeds.
struct OPT_8: RuleCheck {
    let rule = RuleCatalog.definition(.opt8)
    static func name(_ option: LoaderOption) -> String? {
        switch option {
        case .video: "VideoOptions"
        case .multipleAds: "MultipleAdsAdLoaderOptions"
        case .unknown: "a publisher's own AdLoaderOptions subclass"
        case .image, .media, .adView: nil
        }
    }
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        let unusual = context.scenario.request.options.compactMap(Self.name)
        guard !unusual.isEmpty else {
            return .skipped("the request has no video, multiple-ads or unknown loader options")
        }
        if let reason = context.refusalOwed { return .skipped(reason) }
        var findings: [Finding] = []
        var judged = false
        for load in 0..<context.loadCount where context.firstAd(load: load) != nil {
            judged = true
            let first = context.completions(load: load).first
            if first?.adType == nil || first?.error != nil {
                findings.append(
                    Finding(
                        expected: "load \(load): a successful load despite \(unusual.joined(separator: ", "))",
                        actual: context.completionSummary(load: load), evidence: context.completionEvidence(load: load))
                )
            }
        }
        if !judged { return .skipped("the network does not deliver an ad in this scenario") }
        return verdict(findings)
    }
}

/// OPT-9: a banner is made at the requested size and its view has that size.
struct OPT_9: RuleCheck {
    let rule = RuleCatalog.definition(.opt9)
    static func size(_ width: Double?, _ height: Double?) -> String {
        "\(width.map { String(format: "%g", $0) } ?? "?")x\(height.map { String(format: "%g", $0) } ?? "?")"
    }
    func evaluate(_ context: CheckContext) -> RuleOutcome.Verdict {
        guard context.scenario.format == .banner else { return .skipped("not a banner scenario") }
        if context.credentialsMissing() {
            return .skipped("the load lacks a key the fixture declares required, so it is meant to fail (LOAD-8)")
        }
        if context.bannerSizeUnserved { return judgeRefusal(context) }
        let width = context.scenario.request.adWidth, height = context.scenario.request.adHeight
        let wanted = Self.size(width, height)
        var made: [Int: (Double, Double)] = [:]
        var findings = FetchCheck.each(context) { load, request, fetch in
            if let madeWidth = request.bannerWidth, let madeHeight = request.bannerHeight,
                Self.fits(width: madeWidth, height: madeHeight, into: width, height)
            {
                made[load] = (madeWidth, madeHeight)
                return nil
            }
            return Finding(
                expected: "load \(load): the network's banner made at \(wanted) (or a size GMA would fit into it)",
                actual: "made at \(Self.size(request.bannerWidth, request.bannerHeight))", at: [fetch])
        }
        for load in 0..<context.loadCount where context.firstAd(load: load) != nil {
            let (width, height) = made[load] ?? (width, height)
            let wanted = Self.size(width, height)
            switch context.bannerSubject(load: load) {
            case .success(let subject):
                if subject.view.width != width || subject.view.height != height {
                    findings.append(
                        Finding(
                            expected: "load \(load): the returned view is \(wanted)",
                            actual: "\(subject.view.type) is \(Self.size(subject.view.width, subject.view.height))",
                            at: [subject.viewEvent]))
                }
            case .failure(let unjudged):
                findings.append(contentsOf: unjudged.findings)
            }
        }
        return verdict(findings)
    }

    /// A size the network does not serve: each load fails with an error, never an ad.
    func judgeRefusal(_ context: CheckContext) -> RuleOutcome.Verdict {
        let wanted = Self.size(context.scenario.request.adWidth, context.scenario.request.adHeight)
        let served = context.biddingFacts.bannerSizes.map { Self.size($0.width, $0.height) }.joined(separator: ", ")
        var findings: [Finding] = []
        for load in 0..<context.loadCount {
            let expected =
                "load \(load): a failed load with an error: \(wanted) fits none of the sizes the network serves (\(served))"
            guard let first = context.completions(load: load).first else {
                findings.append(
                    Finding(
                        expected: expected, actual: "no completion", evidence: context.completionEvidence(load: load)))
                continue
            }
            if first.error == nil || first.adType != nil {
                findings.append(
                    Finding(
                        expected: expected,
                        actual:
                            "completion with ad \(first.adType ?? "nil") and error \(first.error.map(\.description) ?? "nil")",
                        at: [first.event]))
            }
        }
        return verdict(findings)
    }

    /// Whether a banner made at `width`×`height` is the requested size or one GMA's
    /// `closestValidSizeForAdSizes` would accept for it.
    static func fits(width: Double, height: Double, into requestedWidth: Double, _ requestedHeight: Double) -> Bool {
        if width == requestedWidth && height == requestedHeight { return true }
        let requested = AdSize(size: CGSize(width: requestedWidth, height: requestedHeight), flags: 0)
        let candidate = AdSize(size: CGSize(width: width, height: height), flags: 0)
        let picked = closestValidSizeForAdSizes(original: requested, possibleAdSizes: [nsValue(for: candidate)])
        return picked.size == candidate.size
    }
}

// What the rest of the harness needs from these rules besides their checks: formats, fuzz aims, limits.

extension OPT_1 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.missingParameter = 0; grammar.oddParameter = 0.6 }
    func limit(in scenario: Scenario) -> String? {
        guard scenario.request.parameterIsMissing else { return nil }
        return "the check expects a fetch for a blank parameter, which LOAD-8 requires to fail without one"
    }
}

extension OPT_2 {
    func aim(_ grammar: inout FuzzGrammar) { grammar.missingParameter = 0; grammar.testRequest = 0.6 }
}

extension OPT_3 {
    var formats: [ScenarioFormat] { [.native] }
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.options[.image] = 0.9; grammar.disableImageLoading = 0.8; grammar.failure = 0.1
    }
}

extension OPT_4 {
    var formats: [ScenarioFormat] { [.native] }
    func aim(_ grammar: inout FuzzGrammar) { grammar.failure = 0.1 }
}

extension OPT_5 {
    var formats: [ScenarioFormat] { [.native] }
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.options[.image] = 0.9; grammar.multipleImages = 0.8; grammar.severalImages = 0.7
    }
}

extension OPT_6 {
    var formats: [ScenarioFormat] { [.native] }
    func aim(_ grammar: inout FuzzGrammar) { grammar.options[.media] = 0.9 }
}

extension OPT_7 {
    var formats: [ScenarioFormat] { [.native] }
    func aim(_ grammar: inout FuzzGrammar) { grammar.options[.adView] = 0.9 }
}

extension OPT_8 {
    var formats: [ScenarioFormat] { [.native] }
    func aim(_ grammar: inout FuzzGrammar) {
        grammar.failure = 0.1
        for kind in [LoaderOptionKind.video, .multipleAds, .unknown] { grammar.options[kind] = 0.5 }
    }
}

extension OPT_9 {
    var formats: [ScenarioFormat] { [.banner] }
    func aim(_ grammar: inout FuzzGrammar) { grammar.bannerSize = 0.9; grammar.failure = 0.1 }
}
