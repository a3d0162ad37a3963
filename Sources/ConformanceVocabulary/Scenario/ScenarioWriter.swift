import Foundation
import GoogleMobileAds
import ScriptedNetwork

/// Writes scenarios as scenario-file JSON: the inverse of `ScenarioDecoder`. Only what
/// differs from the file format's defaults is written, so a written scenario reads like a
/// hand-written one and loads back as the same `Scenario` (the tests hold this over the
/// whole built-in catalog).
package enum ScenarioWriter {
    /// The text of a scenario file holding `scenarios`; `descriptions` are keyed by scenario ID.
    package static func file(
        _ scenarios: [Scenario], description: String? = nil, descriptions: [String: String] = [:]
    ) -> String {
        var fields: [(key: String, value: JSONText)] = []
        if let description { fields.append(("description", .string(description))) }
        fields.append(("scenarios", .array(scenarios.map { json($0, description: descriptions[$0.id]) })))
        return JSONText.object(fields).rendered()
    }

    /// One scenario as the object a file's `scenarios` array holds.
    package static func json(_ scenario: Scenario, description: String? = nil) -> JSONText {
        var fields: [(key: String, value: JSONText)] = [
            ("id", .string(scenario.id)), ("title", .string(scenario.title)),
        ]
        if let description { fields.append(("description", .string(description))) }
        fields.append(("format", .string(scenario.format.rawValue)))
        fields.append(("rules", .array(scenario.rules.map { JSONText.string($0.rawValue) })))
        if !scenario.privacy.isDefault { fields.append(("privacy", privacy(scenario.privacy))) }
        if !scenario.privacyChanges.isEmpty {
            fields.append(
                (
                    "privacyChanges",
                    .array(
                        scenario.privacyChanges.map { change in
                            .object([("beforeLoad", .integer(change.beforeLoad)), ("privacy", privacy(change.privacy))])
                        })
                ))
        }
        if let signals = scenario.signals { fields.append(("signals", self.signals(signals))) }
        let request = self.request(scenario.request)
        if !request.isEmpty { fields.append(("request", .object(request))) }
        if scenario.signals != nil && scenario.loads.isEmpty {
            // A signals-only scenario: no network entry.
        } else if scenario.format.phase.loads || scenario.loads != Scenario.defaultLoads {
            if scenario.loads.count == 1 {
                fields.append(("network", script(scenario.loads[0])))
            } else {
                fields.append(("loads", .array(scenario.loads.map(script))))
            }
        }
        if scenario.loadWindowMilliseconds != Scenario.defaultLoadWindowMilliseconds {
            fields.append(("loadWindowMs", .integer(scenario.loadWindowMilliseconds)))
        }
        var publisher: [(key: String, value: JSONText)] = []
        if scenario.publisher.customClickHandler { publisher.append(("customClickHandler", .bool(true))) }
        if !scenario.publisher.installedAppSchemes.isEmpty {
            publisher.append(("installedApps", .array(scenario.publisher.installedAppSchemes.map(JSONText.string))))
        }
        if !publisher.isEmpty { fields.append(("publisher", .object(publisher))) }
        if !scenario.steps.isEmpty { fields.append(("steps", .array(scenario.steps.map(step)))) }
        if scenario.setUpParameters != Scenario.defaultSetUpParameters {
            let parameters = scenario.setUpParameters.map { $0.map(JSONText.string) ?? .null }
            fields.append(("setUp", .object([("parameters", .array(parameters))])))
        }
        var expect: [(key: String, value: JSONText)] = []
        if let outcome = scenario.expect.outcome { expect.append(("outcome", .string(outcome.rawValue))) }
        if let fails = scenario.expect.setUpFails { expect.append(("setUpFails", .bool(fails))) }
        if !expect.isEmpty { fields.append(("expect", .object(expect))) }
        return .object(fields)
    }

    static func request(_ request: ScenarioRequest) -> [(key: String, value: JSONText)] {
        let standard = ScenarioRequest()
        var fields: [(key: String, value: JSONText)] = []
        if request.parameter != standard.parameter {
            fields.append(("parameter", request.parameter.map(JSONText.string) ?? .null))
        }
        if request.testRequest { fields.append(("testRequest", .bool(true))) }
        if let child = request.childDirected { fields.append(("childDirected", .bool(child))) }
        if request.adWidth != standard.adWidth || request.adHeight != standard.adHeight {
            fields.append(
                ("adSize", .object([("width", .decimal(request.adWidth)), ("height", .decimal(request.adHeight))])))
        }
        if let bid = request.bidResponse { fields.append(("bidResponse", .string(bid))) }
        if let watermark = request.watermark { fields.append(("watermark", .string(watermark))) }
        if request.omitsWatermark { fields.append(("watermark", .null)) }
        if !request.options.isEmpty { fields.append(("options", .array(request.options.map(option)))) }
        if let path = request.path { fields.append(("path", .string(path.rawValue))) }
        if !request.credentials.isEmpty {
            fields.append(
                (
                    "credentials",
                    .object(
                        request.credentials.keys.sorted().map { key in
                            (key, request.credentials[key]!.map(JSONText.string) ?? .null)
                        })
                ))
        }
        return fields
    }

    static func privacy(_ settings: PrivacySettings) -> JSONText {
        var fields: [(key: String, value: JSONText)] = []
        if let child = settings.childDirected { fields.append(("childDirected", .bool(child))) }
        if let underAge = settings.underAgeOfConsent { fields.append(("underAgeOfConsent", .bool(underAge))) }
        if settings.ageRestricted != .unspecified {
            fields.append(("ageRestricted", .string(settings.ageRestricted.rawValue)))
        }
        return .object(fields)
    }

    static func signals(_ phase: SignalPhase) -> JSONText {
        var fields: [(key: String, value: JSONText)] = [("format", .string(phase.format?.rawValue ?? "unbiddable"))]
        if phase.network != .token(SignalScript.defaultToken) {
            fields.append(("network", .object([("answers", .array(phase.network.answers.map(signalAnswer)))])))
        }
        if phase.busyMainMilliseconds != 0 { fields.append(("busyMainMs", .integer(phase.busyMainMilliseconds))) }
        if phase.windowMilliseconds != SignalPhase.defaultWindowMilliseconds {
            fields.append(("windowMs", .integer(phase.windowMilliseconds)))
        }
        return .object(fields)
    }

    static func signalAnswer(_ answer: SignalAnswer) -> JSONText {
        var fields: [(key: String, value: JSONText)]
        switch answer.outcome {
        case .token(let token):
            fields = [("outcome", .string("token"))]
            if token != SignalScript.defaultToken { fields.append(("token", .string(token))) }
        case .none: fields = [("outcome", .string("none"))]
        case .failure(let code): fields = [("outcome", .string("failure")), ("code", .integer(code))]
        }
        if answer.delayMilliseconds != 0 { fields.append(("afterMs", .integer(answer.delayMilliseconds))) }
        if let thread = answer.thread { fields.append(("thread", .string(thread.description))) }
        return .object(fields)
    }

    static func option(_ option: LoaderOption) -> JSONText {
        switch option {
        case .image(let disable, let multiple):
            var fields: [(key: String, value: JSONText)] = [("kind", .string("image"))]
            if disable { fields.append(("disableImageLoading", .bool(true))) }
            if multiple { fields.append(("multipleImages", .bool(true))) }
            return .object(fields)
        case .media(let ratio):
            return .object([("kind", .string("media")), ("aspectRatio", .string(ratio.scenarioName))])
        case .adView(let corner):
            return .object([("kind", .string("adView")), ("adChoicesPosition", .string(corner.scenarioName))])
        case .video(let muted):
            return .object([("kind", .string("video"))] + (muted ? [] : [("startMuted", .bool(false))]))
        case .multipleAds(let count):
            return .object([("kind", .string("multipleAds"))] + (count == 2 ? [] : [("count", .integer(count))]))
        case .unknown:
            return .object([("kind", .string("unknown"))])
        }
    }

    static func step(_ step: ScenarioStep) -> JSONText {
        let action: (key: String, value: JSONText) = ("do", .string(step.kind.rawValue))
        switch step {
        case .render, .impression, .tapAdChoices, .untrack:
            return .object([action])
        case .click(let asset):
            return .object([action, ("asset", .string(asset))])
        case .network(let event):
            return .object([action, ("event", .string(event.rawValue))])
        case .wait(let milliseconds):
            return .object([action, ("ms", .integer(milliseconds))])
        case .present(let show):
            guard show != ShowEvent.ordinary else { return .object([action]) }
            return .object([action, ("show", .array(show.map(showEvent)))])
        }
    }

    static func showEvent(_ event: ShowEvent) -> JSONText {
        var fields: [(key: String, value: JSONText)] = [("event", .string(event.event.rawValue))]
        if event.delayMilliseconds != 0 { fields.append(("afterMs", .integer(event.delayMilliseconds))) }
        if event.thread != .main { fields.append(("thread", .string(event.thread.description))) }
        return .object(fields)
    }
}

extension ScenarioWriter {
    /// Whether `scenario`, written as a file, loads back as itself: the generator's and the
    /// shrinker's check that they only ever make valid scenarios.
    package static func isLoadable(_ scenario: Scenario) -> Bool {
        var expected = scenario
        expected.source = "check.json"
        let text = file([scenario])
        return (try? ScenarioLoader().load(data: Data(text.utf8), file: "check.json")) == [expected]
    }
}
