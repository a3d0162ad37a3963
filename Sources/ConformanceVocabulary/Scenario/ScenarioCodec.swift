import GoogleMobileAds
import ScriptedNetwork

/// A compact binary form of scenarios, for the job a supervisor sends a worker (as
/// ``ScenarioResultCodec`` is for its replies): JSON of the job's scenario, encoded by one
/// process and decoded by the other, would be the largest part of what a job costs. Fields are
/// written in a fixed order; only the same build reads it.
/// Debug builds check that every scenario encoded decodes back equal, so a field added to
/// ``Scenario`` (or a type in it) and not here fails every worker test at once.
package enum ScenarioCodec {
    /// Appends `scenario` to `bytes`.
    package static func encode(_ scenario: Scenario, into bytes: inout [UInt8]) {
        TraceEventCodec.append(
            scenario, into: &bytes, write: { $0.scenario($1) },
            read: { reader throws(BinaryReader.Failure) in try reader.scenario() })
    }

    /// Decodes one scenario from `bytes` starting at `offset`, which moves past it; nil if
    /// the bytes there do not hold one.
    package static func decode(_ bytes: UnsafeRawBufferPointer, offset: inout Int) -> Scenario? {
        TraceEventCodec.read(bytes, offset: &offset) { reader throws(BinaryReader.Failure) in try reader.scenario() }
    }
}

extension BinaryWriter {
    mutating func scenario(_ scenario: Scenario) {
        string(scenario.id)
        string(scenario.title)
        string(scenario.format.rawValue)
        strings(scenario.rules.map(\.rawValue))
        scenarioRequest(scenario.request)
        int(scenario.loads.count)
        for load in scenario.loads { script(load) }
        int(scenario.loadWindowMilliseconds)
        bool(scenario.publisher.customClickHandler)
        strings(scenario.publisher.installedAppSchemes)
        int(scenario.steps.count)
        for step in scenario.steps { self.step(step) }
        int(scenario.setUpParameters.count)
        for parameter in scenario.setUpParameters { string(parameter) }
        string(scenario.expect.outcome?.rawValue)
        bool(scenario.expect.setUpFails)
        string(scenario.source)
        privacySettings(scenario.privacy)
        int(scenario.privacyChanges.count)
        for change in scenario.privacyChanges {
            int(change.beforeLoad)
            privacySettings(change.privacy)
        }
        optional(scenario.signals) { writer, signals in
            writer.string(signals.format?.rawValue)
            writer.int(signals.network.answers.count)
            for answer in signals.network.answers {
                switch answer.outcome {
                case .token(let token):
                    writer.int(0)
                    writer.string(token)
                case .none: writer.int(1)
                case .failure(let code):
                    writer.int(2)
                    writer.int(code)
                }
                writer.int(answer.delayMilliseconds)
                writer.optional(answer.thread) { $0.callbackThread($1) }
            }
            writer.int(signals.busyMainMilliseconds)
            writer.int(signals.windowMilliseconds)
        }
    }

    package mutating func strings(_ values: [String]) {
        int(values.count)
        for value in values { string(value) }
    }

    /// A scenario's request configuration, and the trace's record of it being set.
    mutating func privacySettings(_ settings: PrivacySettings) {
        bool(settings.childDirected)
        bool(settings.underAgeOfConsent)
        string(settings.ageRestricted.rawValue)
    }

    mutating func scenarioRequest(_ request: ScenarioRequest) {
        string(request.parameter)
        bool(request.testRequest)
        bool(request.childDirected)
        double(request.adWidth)
        double(request.adHeight)
        string(request.bidResponse)
        string(request.watermark)
        int(request.options.count)
        for option in request.options {
            switch option {
            case .image(let disableImageLoading, let multipleImages):
                int(0)
                bool(disableImageLoading)
                bool(multipleImages)
            case .media(let aspectRatio):
                int(1)
                int(aspectRatio.rawValue)
            case .adView(let position):
                int(2)
                int(position.rawValue)
            case .video(let startMuted):
                int(3)
                bool(startMuted)
            case .multipleAds(let count):
                int(4)
                int(count)
            case .unknown: int(5)
            }
        }
        string(request.path?.rawValue)
        int(request.credentials.count)
        for (key, value) in request.credentials {
            string(key)
            string(value)
        }
        optional(request.resolvedSettings) { $0.dictionary($1) }
        bool(request.omitsWatermark)
    }

    mutating func callbackThread(_ thread: CallbackThread) {
        switch thread {
        case .main: bool(false)
        case .background(let lane):
            bool(true)
            int(lane)
        }
    }

    mutating func script(_ script: NetworkScript) {
        bool(script.createsNoAdObject)
        int(script.answers.count)
        for answer in script.answers {
            switch answer.outcome {
            case .ad(let ad):
                bool(true)
                self.ad(ad)
            case .failure(let code):
                bool(false)
                int(code)
                bool(answer.withoutError)
            }
            int(answer.delayMilliseconds)
            callbackThread(answer.thread)
        }
    }

    mutating func networkImage(_ image: NetworkImage) {
        string(image.url)
        string(image.bytes)
        double(image.scale)
    }

    mutating func ad(_ ad: NetworkAd) {
        string(ad.headline); string(ad.body); string(ad.callToAction); string(ad.advertiser)
        string(ad.store); string(ad.price); string(ad.starRating)
        optional(ad.icon) { $0.networkImage($1) }
        int(ad.images.count)
        for image in ad.images { networkImage(image) }
        optional(ad.extraAssets) { $0.dictionary($1) }
        bool(ad.hasVideo)
        double(ad.videoDuration)
        switch ad.adChoices {
        case .view: int(0)
        case .iconAndURL(let icon, let clickURL):
            int(1)
            networkImage(icon)
            string(clickURL)
        case .none: int(2)
        }
        optional(ad.destination) { writer, destination in
            writer.strings(destination.deepLinks)
            writer.string(destination.url)
        }
    }

    mutating func step(_ step: ScenarioStep) {
        switch step {
        case .render: int(0)
        case .click(let asset):
            int(1)
            string(asset)
        case .impression: int(2)
        case .tapAdChoices: int(3)
        case .network(let event):
            int(4)
            string(event.rawValue)
        case .wait(let milliseconds):
            int(5)
            int(milliseconds)
        case .untrack: int(6)
        case .present(let show):
            int(7)
            int(show.count)
            for event in show {
                string(event.event.rawValue)
                int(event.delayMilliseconds)
                callbackThread(event.thread)
            }
        }
    }
}

extension BinaryReader {
    mutating func raw<Value: RawRepresentable>(_: Value.Type) throws(BinaryReader.Failure) -> Value
    where Value.RawValue == String {
        guard let value = Value(rawValue: try string()) else { throw BinaryReader.Failure() }
        return value
    }

    private mutating func optionalRaw<Value: RawRepresentable>(
        _: Value.Type
    ) throws(BinaryReader.Failure) -> Value? where Value.RawValue == String {
        try optional { reader throws(BinaryReader.Failure) in try reader.raw(Value.self) }
    }

    mutating func strings() throws(BinaryReader.Failure) -> [String] {
        var values: [String] = []
        for _ in 0..<(try count()) { values.append(try string()) }
        return values
    }

    /// A count, then that many raw values (what `strings` of their raw values wrote).
    package mutating func raws<Value: RawRepresentable>(_: Value.Type) throws(BinaryReader.Failure) -> [Value]
    where Value.RawValue == String {
        var values: [Value] = []
        for _ in 0..<(try count()) { values.append(try raw(Value.self)) }
        return values
    }

    mutating func privacySettings() throws(BinaryReader.Failure) -> PrivacySettings {
        PrivacySettings(
            childDirected: try optionalBool(), underAgeOfConsent: try optionalBool(),
            ageRestricted: try raw(AgeTreatment.self))
    }

    mutating func scenario() throws(BinaryReader.Failure) -> Scenario {
        let id = try string()
        let title = try string()
        let format = try raw(ScenarioFormat.self)
        let rules = try raws(RuleID.self)
        let request = try scenarioRequest()
        var loads: [NetworkScript] = []
        for _ in 0..<(try count()) { loads.append(try script()) }
        let window = try int()
        let publisher = PublisherSetup(customClickHandler: try bool(), installedAppSchemes: try strings())
        var steps: [ScenarioStep] = []
        for _ in 0..<(try count()) { steps.append(try step()) }
        var parameters: [String?] = []
        for _ in 0..<(try count()) { parameters.append(try optionalString()) }
        let expect = ScenarioExpectation(outcome: try optionalRaw(ExpectedOutcome.self), setUpFails: try optionalBool())
        var scenario = Scenario(
            id: id, title: title, format: format, rules: rules, request: request, loads: loads,
            loadWindowMilliseconds: window, publisher: publisher, steps: steps, setUpParameters: parameters,
            expect: expect, source: try optionalString())
        scenario.privacy = try privacySettings()
        for _ in 0..<(try count()) {
            scenario.privacyChanges.append(PrivacyChange(beforeLoad: try int(), privacy: try privacySettings()))
        }
        scenario.signals = try optional { reader throws(BinaryReader.Failure) in
            let format = try reader.optionalRaw(ScenarioFormat.self)
            var answers: [SignalAnswer] = []
            for _ in 0..<(try reader.count()) {
                let outcome: SignalOutcome
                switch try reader.int() {
                case 0: outcome = .token(try reader.string())
                case 1: outcome = .none
                case 2: outcome = .failure(code: try reader.int())
                default: throw BinaryReader.Failure()
                }
                let delay = try reader.int()
                let thread = try reader.optional { reader throws(BinaryReader.Failure) in
                    try reader.callbackThread()
                }
                answers.append(SignalAnswer(outcome, afterMilliseconds: delay, on: thread))
            }
            return SignalPhase(
                format: format, network: SignalScript(answers: answers), busyMainMilliseconds: try reader.int(),
                windowMilliseconds: try reader.int())
        }
        return scenario
    }

    mutating func scenarioRequest() throws(BinaryReader.Failure) -> ScenarioRequest {
        var request = ScenarioRequest(
            parameter: try optionalString(), testRequest: try bool(), childDirected: try optionalBool(),
            adWidth: try double(), adHeight: try double(), bidResponse: try optionalString(),
            watermark: try optionalString())
        for _ in 0..<(try count()) {
            let option: LoaderOption
            switch try int() {
            case 0: option = .image(disableImageLoading: try bool(), multipleImages: try bool())
            case 1:
                guard let ratio = MediaAspectRatio(rawValue: try int()) else { throw BinaryReader.Failure() }
                option = .media(aspectRatio: ratio)
            case 2:
                guard let position = AdChoicesPosition(rawValue: try int()) else { throw BinaryReader.Failure() }
                option = .adView(adChoicesPosition: position)
            case 3: option = .video(startMuted: try bool())
            case 4: option = .multipleAds(count: try int())
            case 5: option = .unknown
            default: throw BinaryReader.Failure()
            }
            request.options.append(option)
        }
        request.path = try optionalRaw(LoadPath.self)
        for _ in 0..<(try count()) {
            let key = try string()
            request.credentials[key] = .some(try optionalString())
        }
        request.resolvedSettings = try optional { reader throws(BinaryReader.Failure) in try reader.dictionary() }
        request.omitsWatermark = try bool()
        return request
    }

    mutating func callbackThread() throws(BinaryReader.Failure) -> CallbackThread {
        try bool() ? .background(lane: try int()) : .main
    }

    mutating func script() throws(BinaryReader.Failure) -> NetworkScript {
        let createsNoAdObject = try bool()
        var answers: [NetworkAnswer] = []
        for _ in 0..<(try count()) {
            var withoutError = false
            let outcome: NetworkOutcome
            if try bool() {
                outcome = .ad(try ad())
            } else {
                outcome = .failure(code: try int())
                withoutError = try bool()
            }
            var answer = NetworkAnswer(outcome, afterMilliseconds: try int(), on: try callbackThread())
            answer.withoutError = withoutError
            answers.append(answer)
        }
        var script = NetworkScript(answers: answers)
        script.createsNoAdObject = createsNoAdObject
        return script
    }

    mutating func networkImage() throws(BinaryReader.Failure) -> NetworkImage {
        NetworkImage(url: try string(), bytes: try string(), scale: try double())
    }

    mutating func ad() throws(BinaryReader.Failure) -> NetworkAd {
        var ad = NetworkAd(
            headline: try optionalString(), body: try optionalString(), callToAction: try optionalString(),
            advertiser: try optionalString(), store: try optionalString(), price: try optionalString(),
            starRating: try optionalString(),
            icon: try optional { reader throws(BinaryReader.Failure) in try reader.networkImage() })
        for _ in 0..<(try count()) { ad.images.append(try networkImage()) }
        ad.extraAssets = try optional { reader throws(BinaryReader.Failure) in try reader.dictionary() }
        ad.hasVideo = try bool()
        ad.videoDuration = try optionalDouble()
        switch try int() {
        case 0: ad.adChoices = .view
        case 1: ad.adChoices = .iconAndURL(icon: try networkImage(), clickURL: try string())
        case 2: ad.adChoices = .none
        default: throw BinaryReader.Failure()
        }
        ad.destination = try optional { reader throws(BinaryReader.Failure) in
            ClickDestination(deepLinks: try reader.strings(), url: try reader.string())
        }
        return ad
    }

    mutating func step() throws(BinaryReader.Failure) -> ScenarioStep {
        switch try int() {
        case 0: return .render
        case 1: return .click(asset: try string())
        case 2: return .impression
        case 3: return .tapAdChoices
        case 4: return .network(try raw(NetworkEvent.self))
        case 5: return .wait(milliseconds: try int())
        case 6: return .untrack
        case 7:
            var show: [ShowEvent] = []
            for _ in 0..<(try count()) {
                show.append(
                    ShowEvent(try raw(NetworkEvent.self), afterMilliseconds: try int(), on: try callbackThread()))
            }
            return .present(show: show)
        default: throw BinaryReader.Failure()
        }
    }
}
