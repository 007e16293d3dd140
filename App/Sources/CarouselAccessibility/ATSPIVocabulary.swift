import CarouselScenes

/// The numbers and names AT-SPI gives roles and states (at-spi2-core's `atspi-constants.h`,
/// `AtspiRole` and `AtspiStateType`), for what the scenes expose.
enum ATSPIVocabulary {
  /// `ATSPI_ROLE_APPLICATION`: the root object of an application.
  static let applicationRole: UInt32 = 75

  /// The role's number (`ATSPI_ROLE_*`).
  static func role(_ role: SceneAccessibilityRole) -> UInt32 {
    switch role {
    case .frame: 23
    case .panel: 39
    case .toggleButton: 62
    case .pageTabList: 38
    case .pageTab: 37
    }
  }

  /// The role's name as `GetRoleName` answers it (`atspi_role_get_name`).
  static func roleName(_ role: SceneAccessibilityRole) -> String {
    switch role {
    case .frame: "frame"
    case .panel: "panel"
    case .toggleButton: "toggle button"
    case .pageTabList: "page tab list"
    case .pageTab: "page tab"
    }
  }

  /// Each state and its `ATSPI_STATE_*` bit; `enabled` also sets `sensitive` (24), as
  /// toolkits do: Orca reads an insensitive object as "dimmed".
  static let stateBits: [(SceneAccessibilityStates, [UInt32])] = [
    (.enabled, [8, 24]),
    (.showing, [25]),
    (.visible, [30]),
    (.focusable, [11]),
    (.focused, [12]),
    (.checkable, [41]),
    (.checked, [4]),
    (.selectable, [22]),
    (.selected, [23]),
    (.active, [1]),
    (.horizontal, [14]),
    (.vertical, [29]),
    (.resizable, [21]),
  ]

  /// The state set as `GetState` answers it: two 32-bit words of bits.
  static func stateWords(_ states: SceneAccessibilityStates) -> [UInt32] {
    var words: [UInt32] = [0, 0]
    for (state, bits) in stateBits where states.contains(state) {
      for bit in bits { words[Int(bit / 32)] |= 1 << (bit % 32) }
    }
    return words
  }

  /// The names AT-SPI's `StateChanged` events use for the states whose changes are told.
  static func stateName(_ state: SceneAccessibilityStates) -> String? {
    switch state {
    case .showing: "showing"
    case .visible: "visible"
    case .focused: "focused"
    case .checked: "checked"
    case .selected: "selected"
    case .active: "active"
    default: nil
    }
  }

  /// The states whose changes are told with `StateChanged`.
  static let toldStates: [SceneAccessibilityStates] = [
    .showing, .visible, .focused, .checked, .selected, .active,
  ]

  /// `ATSPI_LIVE_POLITE` and `ATSPI_LIVE_ASSERTIVE`: the politeness of an announcement.
  static let polite: Int32 = 1
  static let assertive: Int32 = 2

  /// `ATSPI_COORD_TYPE_SCREEN`, `_WINDOW`, `_PARENT`.
  enum CoordinateType: UInt32 {
    case screen = 0
    case window = 1
    case parent = 2
  }

  /// `ATSPI_LAYER_WIDGET` and `ATSPI_LAYER_WINDOW`.
  static let widgetLayer: UInt32 = 3
  static let windowLayer: UInt32 = 7
}
