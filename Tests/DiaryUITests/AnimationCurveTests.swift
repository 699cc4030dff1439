import Testing

@testable import DiaryUI

/// The timing curves live previews animate along, with SwiftUI's documented defaults.
@Suite("Animation curves")
struct AnimationCurveTests {
    @Test func theBasicCurvesLastTheDocumentedDefaultDuration() {
        for animation in [Animation.default, .linear, .easeIn, .easeOut, .easeInOut] {
            #expect(animation.curve.duration == 0.35)
        }
        #expect(Animation.easeOut(duration: 0.12).curve.duration == 0.12)
    }

    @Test func everyCurveStartsAtZeroAndEndsAtOne() {
        for animation in [Animation.default, .linear, .easeIn, .easeOut, .easeInOut, .spring(), .interactiveSpring()] {
            let curve = animation.curve
            #expect(curve.progress(0) == 0)
            #expect(curve.progress(curve.duration) == 1)
            #expect(curve.progress(curve.duration + 1) == 1)
        }
    }

    @Test func linearIsProportionalToTime() {
        let curve = Animation.linear(duration: 1).curve
        for time in stride(from: 0.1, to: 1, by: 0.1) {
            #expect(abs(curve.progress(time) - time) < 1e-6)
        }
    }

    @Test func easeInOutIsSymmetricAndSlowAtBothEnds() {
        let curve = Animation.easeInOut(duration: 1).curve
        for time in stride(from: 0.05, to: 0.5, by: 0.05) {
            #expect(abs(curve.progress(time) + curve.progress(1 - time) - 1) < 1e-5, "at \(time)")
        }
        #expect(abs(curve.progress(0.5) - 0.5) < 1e-5)
        #expect(curve.progress(0.1) < 0.1 && curve.progress(0.9) > 0.9)
    }

    @Test func easeInStartsSlowlyAndEaseOutEndsSlowly() {
        #expect(Animation.easeIn(duration: 1).curve.progress(0.25) < 0.25)
        #expect(Animation.easeOut(duration: 1).curve.progress(0.25) > 0.25)
    }

    @Test func theDefaultSpringOvershootsOnceAndSettles() {
        let curve = Animation.spring().curve
        let samples = stride(from: 0.0, through: curve.duration, by: 0.005).map { curve.progress($0) }
        // Damping 0.825 is under critical: it passes its end a little, then comes back.
        let peak = samples.max() ?? 0
        #expect(peak > 1 && peak < 1.02, "peak \(peak)")
        // Settled: the last tenth of its time stays within 0.5 % of the end.
        let tail = samples.suffix(samples.count / 10)
        #expect(tail.allSatisfy { abs($0 - 1) < 0.005 })
        #expect(abs(curve.progress(curve.duration * 0.999) - 1) < 0.0011)
        // Most of the way there at its response time (its undamped period).
        #expect(curve.progress(0.5) > 0.95)
    }

    @Test func aCriticallyDampedSpringNeverOvershoots() {
        let curve = Animation.spring(response: 0.4, dampingFraction: 1).curve
        let samples = stride(from: 0.0, through: curve.duration, by: 0.005).map { curve.progress($0) }
        #expect(samples.allSatisfy { $0 <= 1 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 <= $1 }, "moves only forwards")
    }

    @Test func theInteractiveSpringIsQuicker() {
        #expect(Animation.interactiveSpring().curve.duration < Animation.spring().curve.duration)
    }

    @Test func theLogarithmMatchesKnownValues() {
        #expect(abs(logarithm(1)) < 1e-15)
        #expect(abs(logarithm(0.5) + 0.693_147_180_559_945_3) < 1e-12)
    }

    @Test func theExponentialMatchesKnownValues() {
        #expect(abs(exponential(0) - 1) < 1e-12)
        #expect(abs(exponential(1) - 2.718_281_828_459_045) < 1e-12)
        #expect(abs(exponential(-3) - 0.049_787_068_367_863_944) < 1e-14)
    }
}
