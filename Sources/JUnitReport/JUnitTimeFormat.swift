#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Formatting of `time` and `timestamp` attributes.
///
/// Done by hand rather than with `String(format:)` or `DateFormatter` so that the output never
/// depends on the locale, never uses exponent notation (`1e-05` breaks Surefire's time
/// pattern) and stays cheap when writing hundreds of thousands of cases.
package enum JUnitTimeFormat {
    /// Seconds with exactly three decimals, e.g. `0.012`; negative and NaN become `0.000`.
    package static func seconds(_ value: Double) -> String {
        guard value.isFinite, value > 0 else {
            return value == .infinity ? seconds(maxSeconds) : "0.000"
        }
        let millis = Int64((min(value, maxSeconds) * 1000).rounded())
        let whole = millis / 1000
        let fraction = Int(millis % 1000)
        let digits = String(fraction)
        return "\(whole)." + String(repeating: "0", count: 3 - digits.count) + digits
    }

    /// Reads a time attribute; also accepts Surefire's thousands separators (`1,234.5`).
    static func parseSeconds(_ text: String) -> Double? {
        // Fast path: what our writer produces parses directly (merge reads 100,000s of these).
        if let value = Double(text), value.isFinite { return value }
        let trimmed = text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: ",", with: "")
        guard !trimmed.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }

    /// `yyyy-MM-ddTHH:mm:ss` in UTC with no zone suffix, which Surefire's `xs:dateTime` takes.
    package static func timestamp(_ date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-"
            + pad(Int(parts.tm_mday), 2) + "T" + pad(Int(parts.tm_hour), 2) + ":"
            + pad(Int(parts.tm_min), 2) + ":" + pad(Int(parts.tm_sec), 2)
    }

    /// Reads an ISO-8601 date-time; no suffix means UTC, and `Z` or `±hh:mm` are honoured so
    /// that reports written by other tools can be merged.
    package static func parseTimestamp(_ text: String) -> Date? {
        let chars = Array(text.trimmingCharacters(in: .whitespaces).utf8)
        func number(_ start: Int, _ length: Int) -> Int? {
            guard start + length <= chars.count else { return nil }
            var value = 0
            for byte in chars[start..<(start + length)] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard chars.count >= 19, chars[4] == 0x2D, chars[7] == 0x2D,
            chars[10] == 0x54 || chars[10] == 0x20, chars[13] == 0x3A, chars[16] == 0x3A,
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < chars.count, chars[index] == 0x2E {
            index += 1
            var scale = 0.1
            while index < chars.count, chars[index] >= 0x30, chars[index] <= 0x39 {
                fraction += Double(chars[index] - 0x30) * scale
                scale /= 10
                index += 1
            }
        }
        var offset = 0
        if index < chars.count {
            if chars[index] == 0x5A {
                index += 1
            } else if chars[index] == 0x2B || chars[index] == 0x2D, let oh = number(index + 1, 2),
                index + 3 < chars.count, chars[index + 3] == 0x3A, let om = number(index + 4, 2)
            {
                offset = (oh * 3600 + om * 60) * (chars[index] == 0x2B ? 1 : -1)
                index += 6
            } else {
                return nil
            }
        }
        guard index == chars.count else { return nil }
        var parts = tm()
        parts.tm_year = Int32(year - 1900)
        parts.tm_mon = Int32(month - 1)
        parts.tm_mday = Int32(day)
        parts.tm_hour = Int32(hour)
        parts.tm_min = Int32(minute)
        parts.tm_sec = Int32(second)
        let epoch = timegm(&parts)
        return Date(timeIntervalSince1970: Double(epoch) - Double(offset) + fraction)
    }

    /// Caps absurd durations so the millisecond count fits in 64 bits.
    private static let maxSeconds = 1e12

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return digits.count >= width ? digits : String(repeating: "0", count: width - digits.count) + digits
    }
}
