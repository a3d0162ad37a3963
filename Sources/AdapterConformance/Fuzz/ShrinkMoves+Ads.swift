import ConformanceVocabulary
import ScriptedNetwork

// Plainer native ads: fewer assets.
extension ShrinkMoves {
    /// Each ad emptied at once, then each of its assets removed.
    static func plainerAds(_ scenario: Scenario) -> [Scenario] {
        var out: [Scenario] = []
        for load in scenario.loads.indices {
            for (index, answer) in scenario.loads[load].answers.enumerated() {
                guard case .ad(let ad) = answer.outcome else { continue }
                for plainer in [ScenarioWriter.emptyAd] + fewerAssets(ad) where plainer != ad {
                    var copy = scenario
                    copy.loads[load].answers[index].outcome = .ad(plainer)
                    out.append(copy)
                }
            }
        }
        return out
    }

    private static func fewerAssets(_ ad: NetworkAd) -> [NetworkAd] {
        var out: [NetworkAd] = []
        func without(_ change: (inout NetworkAd) -> Void) {
            var copy = ad
            change(&copy)
            out.append(copy)
        }
        for keyPath in ScenarioGenerator.texts + [\.starRating] where ad[keyPath: keyPath] != nil {
            without { $0[keyPath: keyPath] = nil }
        }
        if ad.icon != nil { without { $0.icon = nil } }
        for image in ad.images.indices { without { $0.images.remove(at: image) } }
        for key in (ad.extraAssets ?? [:]).keys.sorted() { without { $0.extraAssets?[key] = nil } }
        if ad.extraAssets?.isEmpty == true { without { $0.extraAssets = nil } }
        if ad.hasVideo {
            without {
                $0.hasVideo = false; $0.videoDuration = nil
            }
        }
        if ad.adChoices != .none { without { $0.adChoices = .none } }
        if ad.destination != nil { without { $0.destination = nil } }
        return out
    }
}
