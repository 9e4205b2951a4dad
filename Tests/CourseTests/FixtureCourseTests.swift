import Course
import Devices
import Foundation
import Testing

@Suite("The fixture course loads into the typed model")
struct FixtureCourseTests {
  private func loadFixture() throws -> LessonCatalog {
    let result = LessonCatalog.load(
      courseDirectory: try fixtureCourseURL(), knownDevices: testDevices)
    #expect(result.problems.map(\.description) == [])
    return try #require(result.catalog)
  }

  @Test("course, modules and lessons")
  func courseAndLessons() throws {
    let course = try loadFixture().course
    #expect(course.title == "Layoutlings test course")
    #expect(course.formatVersion == 1)
    #expect(course.welcome == "Two short modules used by the tests.")
    #expect(course.modules.map(\.id) == ["01-anchors", "02-animation"])
    #expect(course.modules.map(\.title) == ["Anchors", "Animating constraints"])

    let anchors = course.modules[0].lesson
    #expect(
      anchors.introduction == "Every view has anchors for its edges, its centre and its size.")
    #expect(anchors.steps.map(\.title) == ["Centring", "Margins"])
    #expect(anchors.steps.map(\.line) == [5, 14])
    #expect(
      anchors.steps[0].body == """
        Two constraints centre a view:

        ```swift
        box.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
        box.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
        ```
        """)
    #expect(
      anchors.steps[1].body == """
        `|-` in the Visual Format Language pins to the superview's layout margins.

        ~~~markdown
        ## This heading is inside a code block and does not start a step
        ~~~

        On an iPhone in portrait the root view's side margins are 16 points.
        """)
  }

  @Test("exercises in folder order with every field")
  func exercises() throws {
    let catalog = try loadFixture()
    #expect(
      catalog.exercises.map(\.id) == [
        "01-anchors/01-center-a-box", "01-anchors/02-pin-to-margins", "02-animation/01-slide-a-box",
      ])

    let center = try #require(catalog.exercise(id: "01-anchors/01-center-a-box"))
    #expect(center.moduleID == "01-anchors")
    #expect(center.title == "Centre a box")
    #expect(center.entry == .viewController("CenterViewController"))
    #expect(center.storyboard == nil)
    #expect(center.devices.map(\.text) == ["iphone-se", "iphone-8:landscape"])
    #expect(center.devices[1].screen == .named("iphone-8"))
    #expect(center.devices[1].orientation == .landscape)
    #expect(center.checks.map(\.text) == ["box"])
    #expect(center.steps == [ExerciseStep(swift: nil, snapshot: "initial")])
    #expect(center.hints.count == 2)
    #expect(center.cards.map(\.id) == ["01-anchors/01-center-a-box#1"])
    #expect(center.images == [])
    #expect(center.tolerance == nil)
    #expect(center.instructions == "Centre the 100 × 40 box in the view.")
    #expect(
      center.starter.contains("// Make the box 100 points wide and 40 tall, centred in the view."))
    #expect(center.solution.contains("box.widthAnchor.constraint(equalToConstant: 100)"))

    let margins = try #require(catalog.exercise(id: "01-anchors/02-pin-to-margins"))
    #expect(
      margins.storyboard
        == "let logo = UIImageView(image: UIImage(named: \"logo\"))\nvc.view.addSubview(logo)\nvc.logo = logo"
    )
    #expect(
      margins.cards.map(\.id) == [
        "01-anchors/02-pin-to-margins#margin-pin", "01-anchors/02-pin-to-margins#2",
      ])
    #expect(margins.cards[1].answer == "8 points.")
    #expect(margins.images == [ImageAsset(name: "logo", size: ViewSize(width: 44, height: 44))])

    let slide = try #require(catalog.exercise(id: "02-animation/01-slide-a-box"))
    #expect(slide.entry == .view("SlidingBoxView", size: ViewSize(width: 320, height: 100)))
    #expect(slide.devices[1].screen == .custom(CustomScreen(width: 414, height: 896, scale: 2)))
    #expect(slide.devices[1].orientation == .portrait)
    #expect(
      slide.steps == [
        ExerciseStep(swift: nil, snapshot: "initial"),
        ExerciseStep(swift: "view.slide()", snapshot: "slid", sampleAt: [0.5]),
      ])
    #expect(slide.tolerance == 0.5)
    #expect(
      slide.instructions
        == "Make `slide()` move the box to the trailing edge over one second, at a constant speed.\n"
    )
  }

  @Test("expected frames with their notes, including animation samples")
  func expectedFrames() throws {
    let catalog = try loadFixture()
    let center = try #require(catalog.exercise(id: "01-anchors/01-center-a-box")).expected
    #expect(center.note == "A centred box sits at ((W - 100) / 2, (H - 40) / 2) in a W x H view.")
    #expect(center.devices.map(\.device) == ["iphone-se", "iphone-8:landscape"])
    #expect(center.devices[0].note == "320 x 568 points")
    #expect(
      center.frame(device: "iphone-8:landscape", snapshot: "initial", view: "box")
        == FrameRect(x: 283.5, y: 167.5, width: 100, height: 40))
    #expect(
      center.devices[0].snapshots[0].frames[0].why == "(320 - 100) / 2 = 110, (568 - 40) / 2 = 264")

    let margins = try #require(catalog.exercise(id: "01-anchors/02-pin-to-margins")).expected
    #expect(
      margins.frame(device: "iphone-x", snapshot: "initial", view: "logo")
        == FrameRect(x: 16, y: 44, width: 44, height: 44))
    #expect(margins.devices[1].snapshots[0].frames[0].why == nil)

    let slide = try #require(catalog.exercise(id: "02-animation/01-slide-a-box")).expected
    #expect(slide.devices[0].snapshots.map(\.snapshot) == ["initial", "slid", "slid"])
    #expect(slide.devices[0].snapshots.map(\.time) == [nil, nil, 0.5])
    #expect(
      slide.frame(device: "414x896@2", snapshot: "slid", time: 0.5, view: "box")
        == FrameRect(x: 135, y: 25, width: 50, height: 50))
    #expect(
      slide.frame(device: "414x896@2", snapshot: "slid", view: "box")
        == FrameRect(x: 270, y: 25, width: 50, height: 50))
    #expect(slide.frame(device: "414x896@2", snapshot: "slid", time: 0.25, view: "box") == nil)
  }

  @Test("the catalog survives JSON encoding and decoding unchanged")
  func codableRoundTrip() throws {
    let catalog = try loadFixture()
    let data = try JSONEncoder().encode(catalog)
    #expect(try JSONDecoder().decode(LessonCatalog.self, from: data) == catalog)
  }

  @Test("devices, view paths and entries encode as the text authors write")
  func compactEncodings() throws {
    let catalog = try loadFixture()
    let slide = try #require(catalog.exercise(id: "02-animation/01-slide-a-box"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(
      String(decoding: try encoder.encode(slide.devices), as: UTF8.self)
        == #"["iphone-se","414x896@2"]"#)
    #expect(String(decoding: try encoder.encode(slide.checks), as: UTF8.self) == #"["box"]"#)
    #expect(
      String(decoding: try encoder.encode(slide.entry), as: UTF8.self)
        == #"{"size":{"height":100,"width":320},"view":"SlidingBoxView"}"#)
  }

  @Test("a module and an exercise can be looked up by id")
  func lookups() throws {
    let catalog = try loadFixture()
    #expect(catalog.module(id: "02-animation")?.exercises.count == 1)
    #expect(catalog.module(id: "03-missing") == nil)
    #expect(catalog.exercise(id: "02-animation/02-missing") == nil)
  }
}
