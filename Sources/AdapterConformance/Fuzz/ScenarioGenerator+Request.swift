import ConformanceVocabulary
import GoogleMobileAds

// The request: server parameter, flags, banner size, native loader options in any combination.
extension ScenarioGenerator {
    static let missingParameters: [String?] = [nil, "", " ", "\t\n"]
    static let oddParameters = [
        "ca-app-pub-3940256099942544/3986624511", "placement_7", "ünïcødé-ad-unit", "a",
        String(repeating: "long-ad-unit-", count: 40), #"{"placement": "json"}"#, "with space",
    ]
    /// Standard banner sizes, and odd ones (fractional, tiny, huge).
    static let bannerSizes: [(Double, Double)] = [
        (320, 50), (300, 250), (728, 90), (320, 100), (468, 60), (160, 600), (320.5, 50.25), (1, 1), (10_000, 10_000),
    ]

    func request(for format: ScenarioFormat, _ random: inout SeededRandom) -> ScenarioRequest {
        var request = ScenarioRequest()
        if random.chance(grammar.missingParameter) {
            request.parameter = random.pick(Self.missingParameters)
        } else if random.chance(grammar.oddParameter) {
            request.parameter = random.pick(Self.oddParameters)
        }
        request.testRequest = random.chance(grammar.testRequest)
        if random.chance(grammar.childDirected) { request.childDirected = random.chance(0.5) }
        if format == .banner, random.chance(grammar.bannerSize) {
            (request.adWidth, request.adHeight) = random.pick(Self.bannerSizes)
        }
        if random.chance(grammar.bidding) { request.bidResponse = random.pick(["bid-response-1", "", "{\"bid\": 1}"]) }
        if random.chance(grammar.bidding) { request.watermark = random.pick(["watermark", "ünï"]) }
        if format == .native { request.options = options(&random) }
        return request
    }

    /// At most one option of each kind (the SDK reads the first of a kind; two would leave
    /// the adapter and the rules reading different ones), in a random order.
    private func options(_ random: inout SeededRandom) -> [LoaderOption] {
        var options: [LoaderOption] = []
        for kind in LoaderOptionKind.allCases where random.chance(grammar.options[kind] ?? 0) {
            options.append(option(kind, &random))
        }
        for index in stride(from: options.count - 1, to: 0, by: -1) {
            options.swapAt(index, random.int(in: 0...index))
        }
        return options
    }

    private func option(_ kind: LoaderOptionKind, _ random: inout SeededRandom) -> LoaderOption {
        switch kind {
        case .image:
            .image(
                disableImageLoading: random.chance(grammar.disableImageLoading),
                multipleImages: random.chance(grammar.multipleImages))
        case .media: .media(aspectRatio: random.pick(MediaAspectRatio.scenarioNames.map(\.value)))
        case .adView: .adView(adChoicesPosition: random.pick(AdChoicesPosition.scenarioNames.map(\.value)))
        case .video: .video(startMuted: random.chance(0.5))
        case .multipleAds: .multipleAds(count: random.pick([0, 1, 2, 5, 100]))
        case .unknown: .unknown
        }
    }
}
