import SampleWasm
import Testing

@testable import DiaryKit

/// The one line beside «Живое превью» that says what the variant answers to, in the site's language.
@Suite("Live preview hints")
struct LivePreviewHintTests {
    let russian = InterfaceStrings.builtIn(.russian)
    let english = InterfaceStrings.builtIn(.english)

    @Test func aTapNamesWhatToTap() {
        let hint = LivePreviewHint.text([PreviewReaction(kind: "tap", subject: "Замок")], strings: russian)
        #expect(hint == "Нажмите на «Замок»")
        #expect(LivePreviewHint.text([PreviewReaction(kind: "tap", subject: "Lock")], strings: english) == "Tap “Lock”")
    }

    @Test func aDragComesFirstAndTimeLast() {
        let hint = LivePreviewHint.text(
            [
                PreviewReaction(kind: "time", subject: ""), PreviewReaction(kind: "tap", subject: "Назад"),
                PreviewReaction(kind: "drag", subject: ""),
            ], strings: russian)
        #expect(hint == "Потяните пальцем или мышью · нажмите на «Назад» · смотрите: картинка меняется сама")
    }

    @Test func aLongLabelIsShortenedToSixWords() {
        let hint = LivePreviewHint.text(
            [PreviewReaction(kind: "drag", subject: "Анна, 27 Скалолазание и ещё очень много слов")], strings: russian)
        #expect(hint == "Потяните «Анна, 27 Скалолазание и ещё очень…»")
    }
}
