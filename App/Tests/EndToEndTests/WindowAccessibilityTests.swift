import CarouselTestSupport
import Foundation
import Testing

/// The real window on the accessibility bus, read and driven by pyatspi as a screen reader
/// does (see `Accessibility/atspi_probe.py`): every scene's tree, its actions, the
/// announcement after each settle, the heart's toggle, autoplay holding for the screen
/// reader's focus, and Korean.
@Suite(
  .serialized, .tags(.slow), .enabled(if: TestTier.runsSlowTests),
  .enabled(
    if: AccessibilityProbe.isAvailable,
    "accessibility tests skipped, missing: \(AccessibilityProbe.missingTools.joined(separator: ", ")) (make deps installs them)"
  ))
struct WindowAccessibilityTests {
  @Test func tripsTreeActionsAnnouncementAndHeart() throws {
    let facts = try AccessibilityProbe.run(scene: "trips", arguments: ["--size", "400x760"])
    #expect(facts["ok"] as? Bool == true, "\(facts["error"] ?? "")")
    #expect(facts["windowActivated"] as? Bool == true)
    let frame = ProbedNode(facts["tree"] as? [String: Any] ?? [:])
    #expect(frame.role == "frame")
    #expect(frame.name == "Trips — Paris, France — 1/8")
    let carousel = try #require(frame.children.first)
    #expect(carousel.role == "panel")
    #expect(carousel.attributes["roledescription"] == "carousel")
    #expect(carousel.actions.starts(with: ["previous", "next"]))
    // Each laid-out trip is a slide; only the one in the window is showing.
    #expect(carousel.children.allSatisfy { $0.attributes["roledescription"] == "slide" })
    let shown = carousel.children.filter(\.isOnScreen)
    #expect(shown.map(\.name) == ["Paris, France, 5 days, $2,000"])
    #expect(shown.first?.description == "1 of 8")
    #expect(shown.first?.states.contains("selected") == true)
    #expect(carousel.children.count > 1, "the next trip is laid out, off screen")
    // Extents are in window coordinates: the current page fills the carousel, the next one
    // lies just beyond the window's right edge.
    #expect(shown.first?.extents == carousel.extents)
    #expect(carousel.extents.count == 4 && carousel.extents[2] == 400)
    #expect(carousel.children.first { $0.description == "2 of 8" }?.extents.first == 400)
    let heart = try #require(shown.first?.children.first)
    #expect(heart.role == "toggle button")
    #expect(heart.name == "Like Paris, France")
    #expect(heart.states.contains("checkable") && !heart.states.contains("checked"))
    // `next` moves on and is announced once; `previous` comes back and is announced.
    #expect(facts["firstName"] as? String == "Paris, France, 5 days, $2,000")
    #expect(facts["secondName"] as? String == "Rome, Italy, 3 days, $800")
    #expect(facts["secondDescription"] as? String == "2 of 8")
    #expect(facts["announcements"] as? [String] == ["Rome, Italy, 2 of 8"])
    #expect(
      facts["announcementsAfterPrevious"] as? [String] == [
        "Rome, Italy, 2 of 8", "Paris, France, 1 of 8",
      ])
    // The heart follows the like, and so does the slide's name.
    #expect(
      facts["heartAfter"] as? [String] ?? [] == [
        "checkable", "checked", "enabled", "focusable", "showing", "visible",
      ])
    #expect(facts["likedName"] as? String == "Paris, France, 5 days, $2,000, liked")
  }

  @Test func sliderHoldsAutoplayForTheScreenReader() throws {
    let facts = try AccessibilityProbe.run(scene: "slider")
    #expect(facts["ok"] as? Bool == true, "\(facts["error"] ?? "")")
    #expect(facts["playingDescription"] as? String == "Playing")
    // A listening screen reader and the window's keyboard focus hold it, and say so.
    #expect(facts["listeningDescription"] as? String == "Paused")
    #expect(facts["listeningStayedOn"] as? Bool == true, "the slide show moved for a screen reader")
    #expect(facts["listeningAnnouncements"] as? [String] == ["Paused", "Playing"])
    #expect(facts["focusedDescription"] as? String == "Paused")
    #expect((facts["carouselStates"] as? [String] ?? []).contains("focused"))
    #expect(facts["stayedOn"] as? Bool == true, "the slide show moved while focused")
    let announcements = facts["announcements"] as? [String] ?? []
    #expect(announcements.first == "Paused")
    #expect(facts["secondDescription"] as? String == "2 of 3")
    // The person's stop: the action becomes "start rotation".
    #expect((facts["actionsAfterStop"] as? [String] ?? []).contains("start rotation"))
    let frame = ProbedNode(facts["tree"] as? [String: Any] ?? [:])
    let dots = try #require(frame.children.first { $0.role == "page tab list" })
    #expect(dots.children.map(\.name) == ["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"])
    #expect(dots.children.map { $0.states.contains("selected") } == [true, false, false])
    let carousel = try #require(frame.children.first)
    #expect(carousel.actions.contains("stop rotation"))
  }

  @Test(arguments: ["gallery", "cards"])
  func photoAndCardTrees(scene: String) throws {
    let facts = try AccessibilityProbe.run(scene: scene)
    #expect(facts["ok"] as? Bool == true, "\(facts["error"] ?? "")")
    let frame = ProbedNode(facts["tree"] as? [String: Any] ?? [:])
    let carousel = try #require(frame.children.first)
    #expect(carousel.attributes["roledescription"] == "carousel")
    let current = try #require(carousel.children.first { $0.states.contains("selected") })
    #expect(current.isOnScreen)
    let count = scene == "gallery" ? 6 : 8
    #expect(current.description == "1 of \(count)")
    #expect(facts["secondDescription"] as? String == "2 of \(count)")
    let second = facts["secondName"] as? String ?? ""
    #expect(facts["announcements"] as? [String] == ["\(second), 2 of \(count)"])
    if scene == "gallery" {
      #expect(carousel.actions.contains("zoom in") && carousel.actions.contains("zoom out"))
      // Off-screen photos of the endless gallery are laid out but not showing.
      #expect(carousel.children.contains { !$0.isOnScreen })
      #expect(frame.children.contains { $0.role == "page tab list" })
    }
  }

  /// Orca itself (Debian's Orca 43, speech off, its debug log read): it says the window
  /// with the current trip, and after Right the next trip and its place, which it hears as
  /// the carousel's active descendant (Orca 43 does not follow `object:announcement`).
  @Test(.enabled(if: AccessibilityProbe.hasOrca, "Orca is not installed (make deps installs it)"))
  func orcaSaysTheCurrentSlideAndAfterNextTheNextOne() throws {
    let facts = try AccessibilityProbe.run(
      scene: "trips", arguments: ["--size", "400x760"],
      environment: [
        "CAROUSEL_ORCA_FIRST": "Paris, France", "CAROUSEL_ORCA_SECOND": "Rome, Italy, 3 days, $800",
      ], script: AccessibilityProbe.orcaScript)
    #expect(facts["ok"] as? Bool == true, "\(facts["error"] ?? "") said: \(facts["spoken"] ?? "")")
    let spoken = facts["spoken"] as? [String] ?? []
    #expect(spoken.first == "Trips — Paris, France — 1/8 frame.")
    let afterNext = facts["spokenAfterNext"] as? [String] ?? []
    #expect(afterNext.contains("Rome, Italy, 3 days, $800.") && afterNext.contains("2 of 8."))
  }

  @Test func koreanWindow() throws {
    let facts = try AccessibilityProbe.run(
      scene: "trips", arguments: ["--size", "400x760"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(facts["ok"] as? Bool == true, "\(facts["error"] ?? "")")
    #expect(facts["firstDescription"] as? String == "8개 중 1번째")
    #expect(facts["firstName"] as? String == "Paris, France, 5일, $2,000")
    #expect(facts["announcements"] as? [String] == ["Rome, Italy, 8개 중 2번째"])
    #expect(facts["heartName"] as? String == "Paris, France 좋아요")
    #expect(facts["likedName"] as? String == "Paris, France, 5일, $2,000, 좋아요 표시됨")
    let frame = ProbedNode(facts["tree"] as? [String: Any] ?? [:])
    #expect(frame.children.first?.attributes["roledescription"] == "캐러셀")
  }
}
