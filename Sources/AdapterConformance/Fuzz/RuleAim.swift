import ScriptedNetwork

/// What each rule needs of a generated scenario to judge anything: the formats it can be
/// judged in, and which parts of the grammar to make likelier when a run aims at it.
package enum RuleAim {
    /// Every format that loads an ad.
    static let loadFormats = ScenarioFormat.allCases.filter { $0 != .setUp }
    static let fullScreenFormats: [ScenarioFormat] = [.interstitial, .rewarded, .rewardedInterstitial, .appOpen]

    /// The formats in which `rule` can be judged.
    package static func formats(for rule: String) -> [ScenarioFormat] {
        switch rule {
        case "ADP-1", "ADP-3": ScenarioFormat.allCases
        case "ADP-2": [.setUp]
        case "OPT-3", "OPT-4", "OPT-5", "OPT-6", "OPT-7", "OPT-8": [.native]
        case "OPT-9": [.banner]
        case "RWD-1", "RWD-2", "RWD-3", "RWD-4": [.rewarded, .rewardedInterstitial]
        case "BID-6": [.banner]
        case "PRV-2": ScenarioFormat.allCases
        default:
            switch RuleFamily(ruleID: rule) {
            case .nat, .adc, .med, .clk, .imp: [.native]
            case .ban: [.banner]
            case .ful: fullScreenFormats
            default: loadFormats
            }
        }
    }

    /// Makes likelier what `rule` needs.
    static func raise(_ grammar: inout FuzzGrammar, toward rule: String) {
        switch rule {
        case "ADP-1", "ADP-2", "ADP-3": grammar.formats[.setUp, default: 0] += 4
        case "ADP-4", "CON-1": grammar.severalLoads = 0.9; grammar.failure = 0.1; grammar.silent = 0.02
        case "LOAD-1": grammar.anotherAnswer = 0.7; grammar.silent = 0
        case "LOAD-2", "LOAD-4", "LOAD-5": grammar.failure = 0.7
        case "LOAD-3": grammar.delayed = 0.9; grammar.silent = 0
        case "LOAD-6":
            grammar.failure = 0.6; grammar.anotherAnswer = 0.7
            grammar.stepKinds[.network, default: 0] += 8
        case "LOAD-7": grammar.silent = 0
        case "LOAD-8": grammar.missingParameter = 0.7
        case "OPT-1": grammar.missingParameter = 0; grammar.oddParameter = 0.6
        case "OPT-2": grammar.missingParameter = 0; grammar.testRequest = 0.6
        case "OPT-3": grammar.options[.image] = 0.9; grammar.disableImageLoading = 0.8; grammar.failure = 0.1
        case "OPT-4": grammar.failure = 0.1
        case "OPT-5": grammar.options[.image] = 0.9; grammar.multipleImages = 0.8; grammar.severalImages = 0.7
        case "OPT-6": grammar.options[.media] = 0.9
        case "OPT-7": grammar.options[.adView] = 0.9
        case "OPT-8":
            grammar.failure = 0.1
            for kind in [LoaderOptionKind.video, .multipleAds, .unknown] { grammar.options[kind] = 0.5 }
        case "OPT-9": grammar.bannerSize = 0.9; grammar.failure = 0.1
        case "BID-1", "BID-2", "BID-3", "BID-6":
            grammar.signals = 0.95; grammar.scriptedSignals = 0.8; grammar.unbiddable = 0.05
        case "BID-4": grammar.signals = 0.95; grammar.busyMain = 0.9; grammar.unbiddable = 0.05
        case "BID-5": grammar.signals = 0.95; grammar.unbiddable = 0.9
        case "BID-7", "BID-8":
            grammar.biddingPath = 0.9; grammar.noWatermark = 0.05; grammar.missingParameter = 0; grammar.signals = 0.05
        case "BID-9": grammar.biddingPath = 0.9; grammar.noWatermark = 0.4; grammar.signals = 0.05
        case "PRV-1": grammar.privacy = 0.9; grammar.missingParameter = 0
        case "PRV-2": grammar.privacy = 0.95; grammar.signals = 0.3; grammar.signalsOnly = 0.2
        case "CON-2": grammar.background = 0.8; grammar.race = 0.6; grammar.anotherAnswer = 0.6
        default: raiseContent(&grammar, toward: rule)
        }
    }

    /// Rules about what happens to a loaded ad.
    private static func raiseContent(_ grammar: inout FuzzGrammar, toward rule: String) {
        guard let family = RuleFamily(ruleID: rule) else { return }
        if [.nat, .adc, .med, .clk, .imp, .ban, .ful, .rwd].contains(family) {
            grammar.failure = 0.1; grammar.missingParameter = 0.01; grammar.silent = 0.01
        }
        switch rule {
        case "NAT-2", "NAT-3": grammar.assetChange = 0.5
        case "ADC-1", "ADC-3": grammar.stepKinds[.render, default: 0] += 6
        case "ADC-2":
            grammar.adChoicesIcon = 0.7; grammar.adChoicesNone = 0.05
            grammar.stepKinds[.tapAdChoices, default: 0] += 6
        case "ADC-4": grammar.options[.adView] = 0.7; grammar.stepKinds[.render, default: 0] += 6
        case "MED-1": grammar.video = 0.8
        case "MED-2": grammar.video = 0.1
        case "MED-3": grammar.video = 0.2; grammar.assetChange = 0.5
        case "MED-4": grammar.video = 0.8; raise(&grammar, events: [.videoPlay, .videoPause, .videoEnd, .videoMute])
        case "CLK-1": grammar.stepKinds[.click, default: 0] += 6; raise(&grammar, events: [.click])
        case "CLK-2", "CLK-4": grammar.customClickHandler = 0.05; grammar.stepKinds[.click, default: 0] += 6
        case "CLK-3": grammar.customClickHandler = 0.9; grammar.stepKinds[.click, default: 0] += 6
        case "IMP-1", "IMP-3":
            grammar.stepKinds[.impression, default: 0] += 6; raise(&grammar, events: [.impression])
        case "IMP-2": grammar.stepKinds[.impression, default: 0] += 6
        case "IMP-4": grammar.stepKinds[.render, default: 0] += 6
        case "BAN-2": raise(&grammar, events: [.click, .leaveApplication])
        case "BAN-3": raise(&grammar, events: [.impression])
        case "BAN-4": raise(&grammar, events: [.presentScreen, .dismissScreen, .didDismissScreen])
        case "FUL-1", "FUL-2": grammar.present = 1; grammar.showFails = 0.05; grammar.expireFirst = 0.02
        case "FUL-3": grammar.present = 1; grammar.showFails = 0.5; grammar.expireFirst = 0.4
        case "FUL-4": grammar.present = 1; grammar.secondPresent = 0.8
        case "FUL-6": grammar.present = 1; grammar.showFails = 0.05; grammar.expireFirst = 0.02
        case "RWD-4": grammar.present = 1; grammar.reward = 0.95; grammar.showFails = 0.05
        case "FUL-5": grammar.present = 0.6; grammar.eventsBeforePresent = 0.6; grammar.eventsAfterDismissal = 0.5
        case "RWD-1": grammar.present = 1; grammar.reward = 0.5; grammar.showFails = 0.05
        case "RWD-2": grammar.present = 1; grammar.reward = 0.9; grammar.rewardAfterDismissal = 0.8
        case "RWD-3": grammar.present = 1; grammar.videoInShow = 0.9; grammar.showFails = 0.05
        default: break
        }
    }

    private static func raise(_ grammar: inout FuzzGrammar, events: [NetworkEvent]) {
        grammar.stepKinds[.network, default: 0] += 6
        for event in events { grammar.networkEvents[event, default: 0] += 8 }
    }
}
