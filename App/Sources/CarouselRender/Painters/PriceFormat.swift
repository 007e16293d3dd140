import Foundation

/// How a trip's price is written: a currency symbol before the whole amount, its digits in
/// groups of three with the locale's separator ("$2,000" in English, "$2.000" in German,
/// "$2 000" in French).
public struct PriceFormat: Sendable, Equatable {
  /// Written before the amount.
  public var currencySymbol: String
  /// Written between groups of three digits.
  public var groupingSeparator: String

  /// Digits in a group: every locale the app is used in groups thousands.
  static let groupSize = 3

  /// Creates a format.
  public init(currencySymbol: String = "$", groupingSeparator: String = ",") {
    self.currencySymbol = currencySymbol
    self.groupingSeparator = groupingSeparator
  }

  /// US dollars as the original TripCard shows them, grouped the English way: "$2,000".
  public static let standard = PriceFormat()

  /// The grouping of the locale the environment names (`LC_ALL`, else `LC_NUMERIC`, else
  /// `LANG`, as C's `setlocale` reads them). The "C" and "POSIX" locales, which group
  /// nothing, and unknown names keep the English comma: an ungrouped "$3000" is what users
  /// called a bug.
  public static func forEnvironment(_ environment: [String: String]) -> PriceFormat {
    let name = ["LC_ALL", "LC_NUMERIC", "LANG"].lazy.compactMap { environment[$0] }
      .first { !$0.isEmpty }
    guard let name else { return .standard }
    // "de_DE.UTF-8@euro" → "de_DE".
    let identifier = String(name.prefix { $0 != "." && $0 != "@" })
    guard identifier != "C", identifier != "POSIX", !identifier.isEmpty,
      let separator = Locale(identifier: identifier).groupingSeparator, !separator.isEmpty
    else { return .standard }
    return PriceFormat(groupingSeparator: separator)
  }

  /// "$1,234,567" for 1234567; negative amounts keep their sign after the symbol.
  public func string(for amount: Int) -> String {
    let digits = String(amount.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0 && (digits.count - offset) % Self.groupSize == 0 {
        grouped += groupingSeparator
      }
      grouped.append(digit)
    }
    return currencySymbol + (amount < 0 ? "-" : "") + grouped
  }
}
