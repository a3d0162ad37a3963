import ConformanceVocabulary
import Foundation
import ScriptedNetwork

extension Scenario {
    /// The scenario as the fixture's network can play it: the native assets the network
    /// cannot supply (capabilities `asset…`) are taken out of every scripted ad, so NAT-1 asks
    /// only for what the network had and NAT-2 expects `nil` for the rest.
    package func adapted(to capabilities: NetworkCapabilities) -> Scenario {
        let missing = NetworkCapability.assetCapabilities.filter { !capabilities.contains($0) }
        guard format == .native, !missing.isEmpty else { return self }
        var scenario = self
        scenario.loads = loads.map { script in
            var adapted = script
            adapted.answers = script.answers.map { answer in
                guard case .ad(var ad) = answer.outcome else { return answer }
                for capability in missing { capability.remove(from: &ad) }
                var answer = answer
                answer.outcome = .ad(ad)
                return answer
            }
            return adapted
        }
        return scenario
    }
}

extension NetworkCapability {
    /// The capabilities that say which native assets a network can supply.
    static let assetCapabilities: [NetworkCapability] = [
        .assetBody, .assetCallToAction, .assetAdvertiser, .assetStore, .assetPrice, .assetStarRating, .assetIcon,
        .assetExtras,
    ]

    /// Takes the asset this capability stands for out of `ad`.
    func remove(from ad: inout NetworkAd) {
        switch self {
        case .assetBody: ad.body = nil
        case .assetCallToAction: ad.callToAction = nil
        case .assetAdvertiser: ad.advertiser = nil
        case .assetStore: ad.store = nil
        case .assetPrice: ad.price = nil
        case .assetStarRating: ad.starRating = nil
        case .assetIcon: ad.icon = nil
        case .assetExtras: ad.extraAssets = nil
        default: break
        }
    }
}
