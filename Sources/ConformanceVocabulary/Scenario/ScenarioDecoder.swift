import GoogleMobileAds
import Foundation
import ScriptedNetwork

/// The range of every number a scenario file may hold; `scenarios/schema.json` states the same
/// bounds as `minimum`/`maximum`, and a test holds the two together. The bounds are generous for
/// any real scenario but keep every value far from where a conversion traps or scenario time
/// arithmetic overflows, so a typo is refused at load instead of crashing a run.
package enum ScenarioLimits {
    /// Delays, waits and the load window, in scenario milliseconds: up to ten minutes.
    package static let milliseconds = 0...600_000
    /// A network error code travels as an `NSError` code and through 32-bit SDK enums.
    package static let errorCode = Int(Int32.min)...Int(Int32.max)
    /// `multipleAds` `count`: the SDK caps real requests far lower.
    package static let adCount = 0...100
    /// Banner width and height in points, above zero; the largest real screen is far below.
    package static let bannerPoints = 10_000.0
    /// Image scale; 0 is allowed so that a scenario can hand an adapter a broken image (NAT-4).
    package static let imageScale = 0.0...10.0
    /// Video length in seconds: up to an hour.
    package static let videoSeconds = 0.0...3_600.0
}

/// Turns the JSON of one scenario into a `Scenario`, refusing anything it does not
/// understand with the JSON path and what was expected.
package struct ScenarioDecoder {
    let knownRules: Set<RuleID>

    /// The schema's `id` pattern, `^[a-z0-9][a-z0-9.-]*$`, checked byte by byte: compiling
    /// the expression for every file was a twentieth of loading the catalog.
    static func isScenarioID(_ id: String) -> Bool {
        var first = true
        for byte in id.utf8 {
            let alphanumeric =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            guard alphanumeric || (!first && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-"))) else {
                return false
            }
            first = false
        }
        return !first
    }

    func scenario(_ cursor: JSONCursor) throws -> Scenario {
        let object = try cursor.object()
        let id = try object.required("id", "a scenario ID string").string()
        guard Self.isScenarioID(id) else {
            throw try object.required("id", "").fail("expected lowercase letters, digits, '.' and '-', found \"\(id)\"")
        }
        let title = try object.required("title", "a one-line title").string()
        let format = ScenarioFormat(
            rawValue: try object.required("format", "an ad format or \"setUp\"")
                .oneOf(ScenarioFormat.allCases.map(\.rawValue)))!
        let rulesCursor = try object.required("rules", "an array of rule IDs")
        let rules = try rulesCursor.array().map { item in
            let rule = try item.string()
            if let note = RetiredRuleID(rawValue: rule)?.reason {
                throw item.fail("rule \"\(rule)\" is \(note)")
            }
            guard let id = RuleID(rawValue: rule), knownRules.contains(id) else {
                throw item.fail("unknown rule \"\(rule)\"; expected a rule ID from the catalog (conformance rules)")
            }
            return id
        }
        guard !rules.isEmpty else { throw rulesCursor.fail("expected at least one rule ID") }

        var scenario = Scenario(id: id, title: title, format: format, rules: rules, source: cursor.file)
        if let request = object.optional("request") { scenario.request = try self.request(request) }
        if object.has("network") && object.has("loads") {
            throw try object.required("loads", "").fail(
                "use either \"network\" (one load) or \"loads\" (several), not both")
        }
        if let network = object.optional("network") { scenario.loads = [try script(network)] }
        if let loads = object.optional("loads") {
            scenario.loads = try loads.array().map(script)
            guard !scenario.loads.isEmpty else { throw loads.fail("expected at least one load") }
        }
        if let window = object.optional("loadWindowMs") {
            scenario.loadWindowMilliseconds = try window.integer(in: ScenarioLimits.milliseconds, of: "milliseconds")
        }
        if let publisher = object.optional("publisher") { scenario.publisher = try self.publisher(publisher) }
        if let steps = object.optional("steps") {
            scenario.steps = try steps.array().map { cursor in
                let step = try self.step(cursor)
                guard format.acceptedSteps.contains(step.kind) else {
                    let accepted = format.acceptedSteps.map(\.rawValue).sorted()
                    throw cursor.fail(
                        "a \(format.rawValue) scenario cannot \"\(step.kind.rawValue)\"; its steps are "
                            + (accepted.isEmpty ? "none" : accepted.joined(separator: ", ")))
                }
                return step
            }
        }
        if let setUp = object.optional("setUp") {
            let setUpObject = try setUp.object()
            scenario.setUpParameters = try setUpObject.required("parameters", "an array of strings or nulls").array()
                .map {
                    $0.isNull ? nil : try $0.string()
                }
            try setUpObject.rejectUnknownKeys()
        }
        if let expect = object.optional("expect") { scenario.expect = try expectation(expect) }
        if let privacy = object.optional("privacy") { scenario.privacy = try self.privacy(privacy) }
        if let changes = object.optional("privacyChanges") {
            scenario.privacyChanges = try changes.array().map { cursor in
                let change = try cursor.object()
                let load = try change.required("beforeLoad", "the index of the load the change comes before")
                    .integer(in: 1...(max(1, scenario.loads.count - 1)), of: "a later load's index")
                let privacy = try self.privacy(try change.required("privacy", "the request configuration from then on"))
                try change.rejectUnknownKeys()
                return PrivacyChange(beforeLoad: load, privacy: privacy)
            }
        }
        if let signals = object.optional("signals") {
            guard format.phase.mayFollowSignals else {
                throw signals.fail("a setUp scenario has no signals to collect; give the scenario an ad format")
            }
            scenario.signals = try self.signals(signals)
            if !object.has("network") && !object.has("loads") { scenario.loads = [] }
        }
        if !format.phase.loads, let request = object.optional("request") {
            let requestObject = try request.object()
            for key in ["bidResponse", "watermark", "path"] where requestObject.has(key) {
                throw try requestObject.required(key, "").fail(
                    "a setUp scenario loads nothing, so it has no \(key); use an ad format")
            }
        }
        try object.rejectUnknownKeys(allowed: ["description"])
        return scenario
    }

    private func request(_ cursor: JSONCursor) throws -> ScenarioRequest {
        let object = try cursor.object()
        var request = ScenarioRequest()
        if let parameter = object.optional("parameter") {
            request.parameter = parameter.isNull ? nil : try parameter.string()
        }
        if let test = object.optional("testRequest") { request.testRequest = try test.bool() }
        if let child = object.optional("childDirected") {
            request.childDirected = child.isNull ? nil : try child.bool()
        }
        if let size = object.optional("adSize") {
            let sizeObject = try size.object()
            for key in ["width", "height"] {
                let value = try sizeObject.required(key, "a positive number of points")
                    .positiveNumber(atMost: ScenarioLimits.bannerPoints, of: "points")
                if key == "width" { request.adWidth = value } else { request.adHeight = value }
            }
            try sizeObject.rejectUnknownKeys()
        }
        if let bid = object.optional("bidResponse") { request.bidResponse = try bid.string() }
        if let watermark = object.optional("watermark") {
            if watermark.isNull { request.omitsWatermark = true } else { request.watermark = try watermark.string() }
        }
        if let options = object.optional("options") { request.options = try options.array().map(option) }
        if let path = object.optional("path") { request.path = try path.oneOf(LoadPath.self) }
        if let credentials = object.optional("credentials") {
            let credentialsObject = try credentials.object()
            for key in credentialsObject.fields.keys.sorted() {
                let value = credentialsObject.optional(key)!
                request.credentials[key] = value.isNull ? .some(nil) : .some(try value.string())
            }
        }
        if request.path == .waterfall, object.has("bidResponse") {
            throw try object.required("bidResponse", "").fail(
                "a waterfall load has no bid response; drop \"path\" or the bid")
        }
        try object.rejectUnknownKeys()
        return request
    }

    private func option(_ cursor: JSONCursor) throws -> LoaderOption {
        let object = try cursor.object()
        let kind = try object.required("kind", "the option kind").oneOf([
            "image", "media", "adView", "video", "multipleAds", "unknown",
        ])
        let option: LoaderOption
        switch kind {
        case "image":
            option = .image(
                disableImageLoading: try object.optional("disableImageLoading")?.bool() ?? false,
                multipleImages: try object.optional("multipleImages")?.bool() ?? false)
        case "media":
            option = .media(
                aspectRatio: try object.required("aspectRatio", "an aspect ratio")
                    .oneOf(MediaAspectRatio.scenarioNames))
        case "adView":
            option = .adView(
                adChoicesPosition: try object.required("adChoicesPosition", "a corner")
                    .oneOf(AdChoicesPosition.scenarioNames))
        case "video":
            option = .video(startMuted: try object.optional("startMuted")?.bool() ?? true)
        case "multipleAds":
            option = .multipleAds(count: try object.optional("count")?.integer(in: ScenarioLimits.adCount) ?? 2)
        default:
            option = .unknown
        }
        try object.rejectUnknownKeys()
        return option
    }

    private func script(_ cursor: JSONCursor) throws -> NetworkScript {
        let object = try cursor.object()
        var base = NetworkAd.standard
        if let ad = object.optional("ad") { base = try self.ad(ad, over: base) }
        let answers = try object.required("answers", "an array of answers (empty for a network that never answers)")
            .array().map { try answer($0, base: base) }
        var script = NetworkScript(answers: answers)
        script.createsNoAdObject = try object.optional("noAdObject")?.bool() ?? false
        try object.rejectUnknownKeys()
        return script
    }

    private func answer(_ cursor: JSONCursor, base: NetworkAd) throws -> NetworkAnswer {
        let object = try cursor.object()
        let kind = try object.required("outcome", "\"ad\" or \"failure\"").oneOf(["ad", "failure"])
        let outcome: NetworkOutcome
        var withoutError = false
        if kind == "ad" {
            outcome = .ad(try object.optional("ad").map { try ad($0, over: base) } ?? base)
        } else {
            outcome = .failure(
                code: try object.required("code", "the network's error code").integer(in: ScenarioLimits.errorCode))
            withoutError = try object.optional("withoutError")?.bool() ?? false
        }
        let delay = try object.optional("afterMs")?.integer(in: ScenarioLimits.milliseconds, of: "milliseconds") ?? 0
        let thread = try object.optional("thread").map(threadLabel) ?? .main
        try object.rejectUnknownKeys()
        var answer = NetworkAnswer(outcome, afterMilliseconds: delay, on: thread)
        answer.withoutError = withoutError
        return answer
    }

    private func threadLabel(_ cursor: JSONCursor) throws -> CallbackThread {
        let text = try cursor.string()
        // Only the canonical spelling, as the schema's pattern: `Int` would also take "+1" or "01".
        switch TraceThread(label: text) {
        case .main: return .main
        case .background(let lane) where lane >= 1 && text == "background-\(lane)": return .background(lane: lane)
        default: break
        }
        throw cursor.fail("expected \"main\" or \"background-N\" (N ≥ 1), found \"\(text)\"")
    }

    /// Ad fields override `base`; an explicit `null` removes an asset.
    private func ad(_ cursor: JSONCursor, over base: NetworkAd) throws -> NetworkAd {
        let object = try cursor.object()
        var ad = base
        if let start = object.optional("base") {
            ad = try start.oneOf(["standard", "empty"]) == "empty" ? NetworkAd(adChoices: .none) : .standard
        }
        func text(_ key: String, _ keyPath: WritableKeyPath<NetworkAd, String?>) throws {
            if let field = object.optional(key) { ad[keyPath: keyPath] = field.isNull ? nil : try field.string() }
        }
        try text("headline", \.headline); try text("body", \.body); try text("callToAction", \.callToAction)
        try text("advertiser", \.advertiser); try text("store", \.store); try text("price", \.price)
        try text("starRating", \.starRating)
        if let icon = object.optional("icon") { ad.icon = icon.isNull ? nil : try image(icon) }
        if let images = object.optional("images") { ad.images = try images.array().map(image) }
        if let extras = object.optional("extraAssets") {
            if extras.isNull {
                ad.extraAssets = nil
            } else {
                let extrasObject = try extras.object()
                ad.extraAssets = try extrasObject.fields.keys.sorted().reduce(into: [:]) { result, key in
                    result[key] = try extrasObject.optional(key)!.string()
                }
            }
        }
        if let video = object.optional("video") { ad.hasVideo = try video.bool() }
        if let duration = object.optional("videoDuration") {
            ad.videoDuration = try duration.number(in: ScenarioLimits.videoSeconds, of: "seconds")
        }
        if let choices = object.optional("adChoices") {
            if choices.isString {
                ad.adChoices = try choices.oneOf(["view", "none"]) == "view" ? .view : .none
            } else {
                let choicesObject = try choices.object()
                let icon = try image(try choicesObject.required("icon", "the AdChoices icon image"))
                let url = try choicesObject.required("clickURL", "the AdChoices click-through URL").string()
                try choicesObject.rejectUnknownKeys()
                ad.adChoices = .iconAndURL(icon: icon, clickURL: url)
            }
        }
        if let destination = object.optional("destination") {
            if destination.isNull {
                ad.destination = nil
            } else {
                let destinationObject = try destination.object()
                let links = try destinationObject.optional("deepLinks")?.array().map { try $0.string() } ?? []
                let url = try destinationObject.required("url", "the destination URL").string()
                try destinationObject.rejectUnknownKeys()
                ad.destination = ClickDestination(deepLinks: links, url: url)
            }
        }
        try object.rejectUnknownKeys()
        return ad
    }

    private func image(_ cursor: JSONCursor) throws -> NetworkImage {
        let object = try cursor.object()
        let url = try object.required("url", "the image URL").string()
        let bytes = try object.optional("bytes")?.string() ?? Self.defaultBytes(url: url)
        let scale = try object.optional("scale")?.number(in: ScenarioLimits.imageScale) ?? 1
        try object.rejectUnknownKeys()
        return NetworkImage(url: url, bytes: bytes, scale: scale)
    }

    /// The bytes an image without `bytes` serves: a text derived from its URL.
    package static func defaultBytes(url: String) -> String { "bytes-of-\(url)" }

    private func publisher(_ cursor: JSONCursor) throws -> PublisherSetup {
        let object = try cursor.object()
        var setup = PublisherSetup()
        if let handler = object.optional("customClickHandler") { setup.customClickHandler = try handler.bool() }
        if let apps = object.optional("installedApps") {
            setup.installedAppSchemes = try apps.array().map { try $0.string() }
        }
        try object.rejectUnknownKeys()
        return setup
    }

    private func step(_ cursor: JSONCursor) throws -> ScenarioStep {
        let object = try cursor.object()
        let action = try object.required("do", "a step name")
            .oneOf(ScenarioStep.Kind.allCases.map(\.rawValue))
        let step: ScenarioStep
        switch action {
        case "render": step = .render
        case "click": step = .click(asset: try object.required("asset", "an asset name").oneOf(NativeAssetNames.all))
        case "impression": step = .impression
        case "tapAdChoices": step = .tapAdChoices
        case "network":
            step = .network(
                NetworkEvent(
                    rawValue: try object.required("event", "a network event")
                        .oneOf(NetworkEvent.allCases.map(\.rawValue)))!)
        case "wait":
            step = .wait(
                milliseconds: try object.required("ms", "milliseconds")
                    .integer(in: ScenarioLimits.milliseconds, of: "milliseconds"))
        case "present":
            step = .present(
                show: try object.optional("show").map { try $0.array().map(showEvent) } ?? ShowEvent.ordinary)
        default: step = .untrack
        }
        try object.rejectUnknownKeys()
        return step
    }

    private func showEvent(_ cursor: JSONCursor) throws -> ShowEvent {
        let object = try cursor.object()
        let event = NetworkEvent(
            rawValue: try object.required("event", "a network event").oneOf(NetworkEvent.allCases.map(\.rawValue)))!
        let delay = try object.optional("afterMs")?.integer(in: ScenarioLimits.milliseconds, of: "milliseconds") ?? 0
        let thread = try object.optional("thread").map(threadLabel) ?? .main
        try object.rejectUnknownKeys()
        return ShowEvent(event, afterMilliseconds: delay, on: thread)
    }

    private func privacy(_ cursor: JSONCursor) throws -> PrivacySettings {
        let object = try cursor.object()
        var settings = PrivacySettings()
        if let child = object.optional("childDirected") {
            settings.childDirected = child.isNull ? nil : try child.bool()
        }
        if let underAge = object.optional("underAgeOfConsent") {
            settings.underAgeOfConsent = underAge.isNull ? nil : try underAge.bool()
        }
        if let age = object.optional("ageRestricted") { settings.ageRestricted = try age.oneOf(AgeTreatment.self) }
        try object.rejectUnknownKeys()
        return settings
    }

    private func signals(_ cursor: JSONCursor) throws -> SignalPhase {
        let object = try cursor.object()
        let formatName = try object.required("format", "the format of the ad sources asked for signals")
            .oneOf(ScenarioFormat.loadFormats.map(\.rawValue) + ["unbiddable"])
        var phase = SignalPhase(format: ScenarioFormat(rawValue: formatName))
        if let network = object.optional("network") {
            let networkObject = try network.object()
            phase.network = SignalScript(
                answers: try networkObject.required("answers", "an array of token answers (empty: never answers)")
                    .array().map(signalAnswer))
            try networkObject.rejectUnknownKeys()
        }
        if let busy = object.optional("busyMainMs") {
            phase.busyMainMilliseconds = try busy.integer(in: ScenarioLimits.milliseconds, of: "milliseconds")
        }
        if let window = object.optional("windowMs") {
            phase.windowMilliseconds = try window.integer(in: ScenarioLimits.milliseconds, of: "milliseconds")
        }
        try object.rejectUnknownKeys()
        return phase
    }

    private func signalAnswer(_ cursor: JSONCursor) throws -> SignalAnswer {
        let object = try cursor.object()
        let kind = try object.required("outcome", "\"token\", \"none\" or \"failure\"").oneOf([
            "token", "none", "failure",
        ])
        let outcome: SignalOutcome
        switch kind {
        case "token": outcome = .token(try object.optional("token")?.string() ?? SignalScript.defaultToken)
        case "none": outcome = .none
        default:
            outcome = .failure(
                code: try object.required("code", "the network's error code").integer(in: ScenarioLimits.errorCode))
        }
        let delay = try object.optional("afterMs")?.integer(in: ScenarioLimits.milliseconds, of: "milliseconds") ?? 0
        let thread = try object.optional("thread").map(threadLabel)
        try object.rejectUnknownKeys()
        return SignalAnswer(outcome, afterMilliseconds: delay, on: thread)
    }

    private func expectation(_ cursor: JSONCursor) throws -> ScenarioExpectation {
        let object = try cursor.object()
        var expectation = ScenarioExpectation()
        if let outcome = object.optional("outcome") { expectation.outcome = try outcome.oneOf(ExpectedOutcome.self) }
        if let setUp = object.optional("setUpFails") { expectation.setUpFails = try setUp.bool() }
        try object.rejectUnknownKeys()
        return expectation
    }
}

/// Asset names scenario steps use, mapped to the SDK's asset identifiers by the renderer.
package enum NativeAssetNames {
    package static let all = [
        "headline", "body", "callToAction", "advertiser", "store", "price", "starRating", "icon", "image", "media",
    ]
}
