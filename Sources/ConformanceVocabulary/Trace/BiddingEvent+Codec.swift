import ScriptedNetwork

// Bidding events in ``TraceEventCodec``'s binary form, field by field as every other kind. They
// crossed as JSON text with a cache of recent texts; generated scenarios vary their bid
// responses, tokens and sizes, so a fuzz worker JSON-encoded most of them as it spilled them
// (a twentieth of its time).

extension BinaryWriter {
    mutating func bidding(_ event: BiddingEvent) {
        switch event {
        case .requestConfiguration(let settings): bytes.append(0); privacySettings(settings)
        case .signalsRequested(let format, let width, let height):
            bytes.append(1); string(format); double(width); double(height)
        case .mainThreadBusy(let milliseconds): bytes.append(2); int(milliseconds)
        case .signalFetch(let request):
            bytes.append(3)
            string(request.format); double(request.bannerWidth); double(request.bannerHeight)
            optional(request.privacy) { $0.privacy($1) }
        case .signalAnswer(let text): bytes.append(4); string(text)
        case .signalsCompleted(let call, let signal, let error):
            bytes.append(5); int(call); string(signal); optional(error) { $0.error($1) }
        case .signalWindowEnded(let milliseconds): bytes.append(6); int(milliseconds)
        case .networkPrivacy(let privacy): bytes.append(7); self.privacy(privacy)
        case .declaration(let facts):
            bytes.append(8)
            string(facts.paths); bool(facts.watermarkBase64); bool(facts.refusesChildUsers)
            bool(facts.adUnitOnBiddingLoads); strings(facts.unbiddableFormats); strings(facts.privacyPoints)
            bool(facts.mainImageInMediaView); bool(facts.synchronousTokens)
            int(facts.bannerSizes.count)
            for size in facts.bannerSizes {
                double(size.width); double(size.height)
            }
        case .loadPath(let bidResponse, let watermark): bytes.append(9); string(bidResponse); string(watermark)
        case .credentials(let keys):
            bytes.append(10); int(keys.count)
            for key in keys {
                string(key.name); string(key.value); string(key.owed.rawValue)
            }
        }
    }

    mutating func privacy(_ privacy: NetworkPrivacy) {
        bool(privacy.childDirected); bool(privacy.underAgeOfConsent)
    }
}

extension BinaryReader {
    mutating func bidding() throws(BinaryReader.Failure) -> BiddingEvent {
        switch try byte() {
        case 0: return .requestConfiguration(try privacySettings())
        case 1:
            return .signalsRequested(
                format: try string(), bannerWidth: try optionalDouble(), bannerHeight: try optionalDouble())
        case 2: return .mainThreadBusy(milliseconds: try int())
        case 3:
            return .signalFetch(
                SignalRequest(
                    format: try optionalString(), bannerWidth: try optionalDouble(), bannerHeight: try optionalDouble(),
                    privacy: try optional { reader throws(BinaryReader.Failure) in try reader.privacy() }))
        case 4: return .signalAnswer(try string())
        case 5:
            return .signalsCompleted(
                call: try int(), signal: try optionalString(),
                error: try optional { reader throws(BinaryReader.Failure) in try reader.error() })
        case 6: return .signalWindowEnded(milliseconds: try int())
        case 7: return .networkPrivacy(try privacy())
        case 8:
            var facts = BiddingFacts(
                paths: try string(), watermarkBase64: try bool(), refusesChildUsers: try bool(),
                adUnitOnBiddingLoads: try bool(), unbiddableFormats: try strings(), privacyPoints: try strings())
            facts.mainImageInMediaView = try bool()
            facts.synchronousTokens = try bool()
            let count = try int()
            guard (0...1024).contains(count) else { throw BinaryReader.Failure() }
            for _ in 0..<count {
                facts.bannerSizes.append(ServedBannerSize(width: try double(), height: try double()))
            }
            return .declaration(facts)
        case 9: return .loadPath(bidResponse: try optionalString(), watermark: try optionalString())
        case 10:
            let count = try int()
            guard (0...1024).contains(count) else { throw BinaryReader.Failure() }
            var keys: [HandedCredential] = []
            for _ in 0..<count {
                let name = try string(), value = try optionalString()
                guard let owed = CredentialKey.Role(rawValue: try string()) else { throw BinaryReader.Failure() }
                keys.append(HandedCredential(name: name, value: value, owed: owed))
            }
            return .credentials(keys)
        default: throw BinaryReader.Failure()
        }
    }

    mutating func privacy() throws(BinaryReader.Failure) -> NetworkPrivacy {
        NetworkPrivacy(childDirected: try optionalBool(), underAgeOfConsent: try optionalBool())
    }
}
