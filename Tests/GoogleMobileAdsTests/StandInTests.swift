import Foundation
import GoogleMobileAds
import Testing

@Suite struct StandInTests {
    @Test func bothNamingGenerationsDriveTheSameTypes() {
        #expect(LegacyNamesAdapter.adapterVersion() == VersionNumber(majorVersion: 2, minorVersion: 1, patchVersion: 0))
        #expect(GADAdSizeBanner.size == CGSize(width: 320, height: 50))
        #expect(GADNativeHeadlineAsset == NativeAssetIdentifier.headlineAsset)
        let options = GADNativeAdImageAdLoaderOptions()
        options.disableImageLoading = true
        #expect(options.isImageLoadingDisabled)
    }

    @Test func legacySetUpIsReachedThroughTheCurrentName() {
        let empty = MediationServerConfiguration(credentials: [MediationCredentials(format: .native, settings: [:])])
        var error: Error?
        var calls = 0
        LegacyNamesAdapter.setUp(with: empty) {
            calls += 1; error = $0
        }
        #expect(calls == 1)
        #expect(error != nil)
    }

    @Test func optionalMembersReportTheirDefaults() {
        let minimal: any MediationNativeAd = MinimalNativeAd(imagesDisabled: false)
        #expect(OptionalRequirement.isDefaulted(.hasVideoContent) { minimal.hasVideoContent })
        #expect(
            OptionalRequirement.isDefaulted(.didRecordClickOnAsset) {
                minimal.didRecordClickOnAsset(
                    withName: .headlineAsset, view: UIView(), viewController: UIViewController())
            })
        let legacy: any MediationNativeAd = LegacyNativeAd()
        #expect(!OptionalRequirement.isDefaulted(.hasVideoContent) { legacy.hasVideoContent })
        #expect(!OptionalRequirement.isDefaulted(.adChoicesView) { legacy.adChoicesView })
        #expect(
            !OptionalRequirement.isDefaulted(.didRecordClickOnAsset) {
                legacy.didRecordClickOnAsset(
                    withName: .callToActionAsset, view: UIView(), viewController: UIViewController())
            })
    }

    @Test func nativeLoadThroughTheProtocolMapsOptions() {
        let adapter: any MediationAdapter = LegacyNamesAdapter()
        let image = NativeAdImageAdLoaderOptions()
        image.isImageLoadingDisabled = true
        let configuration = MediationNativeAdConfiguration(
            options: [image], credentials: MediationCredentials(format: .native, settings: ["parameter": "unit"]))
        var received: (any MediationNativeAd)?
        adapter.loadNativeAd(for: configuration) { ad, _ in
            received = ad; return nil
        }
        #expect(received?.images?.first?.image == nil)
        #expect(received?.images?.first?.imageURL?.absoluteString == "https://example.com/a.png")
    }

    @Test func viewTreeQueries() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView()
        let image = UIImageView(image: nil)
        root.addSubview(inner)
        inner.addSubview(image)
        #expect(root.conformanceFirstView(ofType: UIImageView.self) === image)
        #expect(root.conformanceContains(image))
        image.removeFromSuperview()
        #expect(!root.conformanceContains(image))
        #expect(inner.subviews.isEmpty)
    }

    @Test func buttonsRunTheirActions() {
        var taps = 0
        let button = UIButton(primaryAction: UIAction { _ in taps += 1 })
        button.sendActions(for: .touchUpInside)
        #expect(taps == 1)
    }
}
