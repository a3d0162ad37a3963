import AdapterConformance
import ConformanceVocabulary
import Foundation
import ScriptedNetwork
import Testing

/// NAT: native asset mapping.
@MainActor
@Suite struct NATRuleCheckTests {
    typealias S = RuleCheckSupport

    static let sparse = NetworkAd(
        headline: "Only a headline", callToAction: "Open",
        images: [NetworkImage(url: "https://ads.example.com/only.png", bytes: "only")])

    @Test func referenceMapsEveryAsset() async {
        for (id, request) in [
            ("data", ScenarioRequest()),
            ("urls", ScenarioRequest(options: [.image(disableImageLoading: true, multipleImages: false)])),
        ] {
            for rule in [RuleID.nat1, .nat3, .nat4] {
                let (verdict, result) = await S.verdict(rule, S.native("nat.full.\(id)", request: request))
                #expect(verdict.isPassed, "\(rule) \(id): \(verdict.text)\n\(result.trace.text)")
            }
        }
        #expect(await S.verdict(.nat2, S.native("nat.full")).verdict.skipReason?.contains("every asset") == true)
    }

    @Test func multipleImagesAreAllMapped() async {
        var ad = NetworkAd.standard
        ad.images.append(NetworkImage(url: "https://ads.example.com/second.png", bytes: "second", scale: 3))
        let request = ScenarioRequest(options: [.image(disableImageLoading: false, multipleImages: true)])
        let (verdict, _) = await S.verdict(.nat1, S.native("nat.multiple", request: request, ad: ad))
        #expect(verdict.isPassed, "\(verdict.text)")
        let (dropped, _) = await S.verdict(
            .nat1, S.native("nat.multiple.dropped", request: request, ad: ad),
            fixture: S.tampered(Tamper(dropLoaderOptions: true)))
        #expect(dropped.isViolated)
        #expect(dropped.text.contains("2 images") && dropped.text.contains("1 image"))
    }

    @Test func alteredAssetIsCaught() async {
        let (verdict, _) = await S.verdict(
            .nat1, S.native("nat.altered"), fixture: S.tampered(Tamper(alteredHeadline: "Something else")))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("\"Sample headline\"") && verdict.text.contains("\"Something else\""))
    }

    @Test func missingAssetsStayNil() async {
        let scenario = S.native("nat.sparse", ad: Self.sparse)
        #expect(await S.verdict(.nat2, scenario).verdict.isPassed)
        #expect(await S.verdict(.nat1, scenario).verdict.isPassed)
        let (verdict, _) = await S.verdict(
            .nat2, scenario, fixture: S.tampered(Tamper(emptyStringsForMissingAssets: true)))
        #expect(verdict.isViolated)
        if case .violated(let findings) = verdict {
            #expect(findings.count == 5, "body, advertiser, store, price, starRating: \(verdict.text)")
            #expect(findings.contains { $0.expected.hasPrefix("body nil") && $0.actual == "\"\"" })
        }
    }

    @Test func extraAssetStandIns() async {
        let scenario = S.native("nat.extras", ad: Self.sparse)
        #expect(await S.verdict(.nat3, scenario).verdict.isPassed)
        let (verdict, _) = await S.verdict(
            .nat3, scenario, fixture: S.tampered(Tamper(extraAssets: ["degreeOfAwesomeness": ""])))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("empty stand-in"))
    }

    @Test func fileURLAndZeroScaleAreCaught() async {
        let (verdict, _) = await S.verdict(
            .nat4, S.native("nat.fileurl"), fixture: S.tampered(Tamper(fileURLIcon: true)))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("scale 0"))
        #expect(verdict.text.contains("file URL built from a web address"))
    }

    @Test func failedLoadOfDeliveredAdIsAViolation() async {
        let scenario = S.native("nat.failed", request: ScenarioRequest(options: [.video(startMuted: false)]))
        let (verdict, _) = await S.verdict(.nat1, scenario, fixture: S.tampered(Tamper(failOnUnknownOptions: true)))
        #expect(verdict.isViolated)
        #expect(verdict.text.contains("the load failed"))
    }

    @Test func networkFailureSkips() async {
        let scenario = Scenario(
            id: "nat.nofill", title: "no fill", format: .native, rules: [.nat1], loads: [.fail(code: 3)])
        let (verdict, _) = await S.verdict(.nat1, scenario)
        #expect(verdict.skipReason?.contains("does not deliver an ad") == true)
    }
}
