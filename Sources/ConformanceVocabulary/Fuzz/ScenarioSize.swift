import ScriptedNetwork

/// How big a scenario is: loads + answers + steps + settings + assets, where
/// - steps count each show event of a `present` too (a bare `present` plays four),
/// - settings are the request fields, publisher fields, load window and set-up credentials
///   that differ from a file's defaults (one each, but one per loader option and per
///   installed app),
/// - assets are what the scripted ads carry, counted for native scenarios only (the other
///   formats show none of them): each text asset, the star rating, the icon, each image, each
///   extra asset, video, AdChoices and the click destination.
/// The shrinker makes this smaller; the teeth tests compare a shrunk failure with the
/// catalog's smallest scenario for the same rule by it.
package struct ScenarioSize: Comparable, Sendable, CustomStringConvertible {
    package var loads = 0
    package var answers = 0
    package var steps = 0
    package var settings = 0
    package var assets = 0
    /// Among scenarios of one size, how far from the simplest: delays and waits (toward 0),
    /// lane numbers (toward the main thread), failure codes (toward 0) and network events
    /// (toward `click`, the first). Shrinking moves it down once the size no longer does, which
    /// also makes failures that differ only in such details shrink to one shape.
    package var detail = 0

    package var total: Int { loads + answers + steps + settings + assets }

    package init(_ scenario: Scenario) {
        let standard = Scenario(id: "x", title: "x", format: scenario.format, rules: [])
        settings += Self.settings(scenario.request)
        if scenario.publisher.customClickHandler { settings += 1 }
        settings += scenario.publisher.installedAppSchemes.count
        if scenario.loadWindowMilliseconds != standard.loadWindowMilliseconds { settings += 1 }
        settings += Self.settings(scenario.privacy)
        settings += scenario.privacyChanges.reduce(0) { $0 + 1 + Self.settings($1.privacy) }
        if let signals = scenario.signals {
            // The phase is a setting; its scripted answers are answers.
            settings +=
                1 + (signals.busyMainMilliseconds > 0 ? 1 : 0) + (signals.format == nil ? 1 : 0)
                + (signals.windowMilliseconds != SignalPhase.defaultWindowMilliseconds ? 1 : 0)
            if signals.network != .token(SignalScript.defaultToken) {
                answers += signals.network.answers.count
                for answer in signals.network.answers {
                    detail += answer.delayMilliseconds + (answer.thread.map(Self.lane) ?? 0)
                    if case .failure(let code) = answer.outcome { detail += Int(code.magnitude) }
                }
            }
            detail += signals.busyMainMilliseconds
        }
        guard scenario.format.phase.loads else {
            if scenario.setUpParameters != standard.setUpParameters { settings += 1 }
            return
        }
        loads = scenario.loads.count
        for answer in scenario.loads.flatMap(\.answers) {
            answers += 1
            detail += answer.delayMilliseconds + Self.lane(answer.thread)
            if case .failure(let code) = answer.outcome { detail += Int(code.magnitude) }
            if answer.withoutError { settings += 1 }
            if scenario.format == .native, case .ad(let ad) = answer.outcome { assets += Self.assets(ad) }
        }
        for step in scenario.steps {
            steps += 1
            switch step {
            case .wait(let milliseconds): detail += milliseconds
            case .network(let event): detail += NetworkEvent.allCases.firstIndex(of: event) ?? 0
            case .present(let show):
                steps += show.count
                detail += show.reduce(0) { $0 + $1.delayMilliseconds + Self.lane($1.thread) }
            default: break
            }
        }
    }

    private static func lane(_ thread: CallbackThread) -> Int {
        if case .background(let lane) = thread { lane } else { 0 }
    }

    private static func settings(_ request: ScenarioRequest) -> Int {
        let standard = ScenarioRequest()
        let differences = [
            request.parameter != standard.parameter, request.testRequest != standard.testRequest,
            request.childDirected != nil,
            request.adWidth != standard.adWidth || request.adHeight != standard.adHeight,
            request.bidResponse != nil, request.watermark != nil, request.omitsWatermark, request.path != nil,
        ]
        return differences.filter { $0 }.count + request.options.count + request.credentials.count
    }

    private static func settings(_ privacy: PrivacySettings) -> Int {
        [privacy.childDirected != nil, privacy.underAgeOfConsent != nil, privacy.ageRestricted != .unspecified]
            .filter { $0 }.count
    }

    static func assets(_ ad: NetworkAd) -> Int {
        let texts = [ad.headline, ad.body, ad.callToAction, ad.advertiser, ad.store, ad.price, ad.starRating]
        let flags = [ad.icon != nil, ad.hasVideo, ad.adChoices != .none, ad.destination != nil]
        return texts.compactMap { $0 }.count + flags.filter { $0 }.count + ad.images.count
            + (ad.extraAssets?.count ?? 0)
    }

    package static func < (lhs: ScenarioSize, rhs: ScenarioSize) -> Bool {
        (lhs.total, lhs.detail) < (rhs.total, rhs.detail)
    }

    /// `14 (1 load, 2 answers, 1 step, 0 settings, 10 assets)`.
    package var description: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(total) (\(count(loads, "load")), \(count(answers, "answer")), \(count(steps, "step")), "
            + "\(count(settings, "setting")), \(count(assets, "asset")))"
    }
}
