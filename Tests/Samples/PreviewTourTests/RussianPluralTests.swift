import Testing

@testable import PreviewTour

@Suite("Russian plural forms and the shot badge label")
struct RussianPluralTests {
    @Test(
        "The last two digits pick the form",
        arguments: [
            (1, RussianPluralForm.one), (21, .one), (101, .one), (1_001, .one),
            (2, .few), (3, .few), (4, .few), (22, .few), (34, .few), (102, .few),
            (0, .many), (5, .many), (9, .many), (10, .many), (20, .many), (25, .many), (100, .many),
        ])
    func forms(count: Int, form: RussianPluralForm) {
        #expect(RussianPluralForm(count: count) == form)
    }

    @Test(
        "Eleven to fourteen take the many form, also in later hundreds", arguments: [11, 12, 13, 14, 111, 212, 1_014])
    func teens(count: Int) {
        #expect(RussianPluralForm(count: count) == .many)
    }

    @Test("Negative numbers follow their magnitude", arguments: [-1, -3, -11, -25, Int.min])
    func negatives(count: Int) {
        let magnitude = count.magnitude % 100
        #expect(RussianPluralForm(count: count) == RussianPluralForm(count: Int(magnitude)))
    }

    @Test(
        "The badge agrees the number with the noun",
        arguments: [
            (1, "1 снимок"), (2, "2 снимка"), (5, "5 снимков"), (11, "11 снимков"), (12, "12 снимков"),
            (21, "21 снимок"), (24, "24 снимка"), (111, "111 снимков"),
        ])
    func labels(value: Int, label: String) {
        #expect(ShotCount(value).label == label)
    }

    @Test("No photos say so in words")
    func zero() {
        #expect(ShotCount(0).label == "нет снимков")
    }

    @Test("A negative count means no photos", arguments: [-1, -12, Int.min])
    func negativeCounts(value: Int) {
        #expect(ShotCount(value).value == 0)
        #expect(ShotCount(value) == ShotCount(0))
    }
}
