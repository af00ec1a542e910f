import Foundation
import Raster

/// Pages, frame buffer and thread count shared by the cases; a class so the frame is mutated in place.
@MainActor
final class BenchState {
    let width: Int, height: Int, threads: Int
    let pages: ReferencePages
    var frame: Bitmap

    init(width: Int, height: Int, threads: Int) {
        self.width = width; self.height = height; self.threads = threads
        pages = ReferencePages(width: width, height: height)
        frame = Bitmap(width: width, height: height)
    }

    var full: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

    /// The geometry of benchmarks.md scaled with the frame as the harness scales it.
    var eye: Double { 1.5625 * Double(width) }
    var flip30: FlipWarp { FlipWarp(axis: .vertical, angle: 30 * .pi / 180, eyeDistance: eye) }
    func curl(shaded: Bool) -> CurlWarp {
        CurlWarp(radius: Double(width) / 16, axisAngle: 15 * .pi / 180, axisPointX: 0.7 * Double(width),
                 axisPointY: Double(height) / 2, eyeDistance: eye, shaded: shaded)
    }

    func fill(_ argb: UInt32) {
        frame.pixels.withUnsafeMutableBufferPointer { $0.update(repeating: argb) }
    }
}

/// One benchmark case: what a frame does, and how its pixels are verified before timing.
@MainActor
struct BenchCase {
    let name: String
    var prepare: () -> Void = {}
    let frame: () -> Void
    let verify: () -> (Bool, String)

    static func transitionCases(_ s: BenchState) -> [BenchCase] {
        let opacity: UInt8 = 100
        let crossfade = BenchCase(name: "crossfade_frame", frame: {
            Crossfade.render(from: s.pages.a, to: s.pages.b, opacity: opacity, into: &s.frame, clip: s.full, threads: s.threads)
        }, verify: {
            // start from page B, as the harness's "frame" cases do: A must overwrite it
            s.frame = s.pages.b
            Crossfade.render(from: s.pages.a, to: s.pages.b, opacity: opacity, into: &s.frame, clip: s.full, threads: s.threads)
            var maxDiff = 0
            for i in 0..<(s.width * s.height) {
                let a = s.pages.a.pixels[i], b = s.pages.b.pixels[i], o = s.frame.pixels[i]
                for shift in stride(from: 0, through: 16, by: 8) {
                    let ca = Int(a >> UInt32(shift) & 255), cb = Int(b >> UInt32(shift) & 255), co = Int(o >> UInt32(shift) & 255)
                    let e = (ca * (255 - Int(opacity)) + cb * Int(opacity) + 127) / 255
                    maxDiff = max(maxDiff, abs(e - co))
                }
            }
            return (maxDiff <= 2, "check=\(maxDiff <= 2 ? "ok" : "FAIL") maxdiff=\(maxDiff)")
        })

        let flip = s.flip30
        // the page prepared once, as a flip transition prepares its snapshots (and the harness uploads
        // its texture once)
        let page = FlipPage(s.pages.a)
        let flipCase = BenchCase(name: "flip30_frame", frame: {
            s.fill(0xFF00_0000)
            flip.render(front: page, back: page, into: &s.frame, clip: s.full, threads: s.threads)
        }, verify: {
            s.fill(ProjectionCheck.sentinel)
            let tex = FlipPage(s.pages.smoothCoordinates)
            flip.render(front: tex, back: tex, into: &s.frame, clip: s.full, threads: s.threads)
            let check = ProjectionCheck(frame: s.frame, smooth: true, limit: 5) { flip.project(u: $0, v: $1, width: s.width, height: s.height) }
            return (check.ok, check.description)
        })

        func curlCase(_ name: String, shaded: Bool) -> BenchCase {
            let curl = s.curl(shaded: shaded)
            // found once, as a transition does when it takes its snapshots
            let opaque = s.pages.a.isOpaque, coordinatesOpaque = s.pages.smoothCoordinates.isOpaque
            return BenchCase(name: name, frame: {
                curl.render(page: s.pages.a, under: s.pages.b, into: &s.frame, clip: s.full, threads: s.threads, pageIsOpaque: opaque)
            }, verify: {
                // the coordinate page over the sentinel, nothing beneath: geometry and layer order
                let geometry = s.curl(shaded: false)
                s.fill(ProjectionCheck.sentinel)
                geometry.render(page: s.pages.smoothCoordinates, under: nil, into: &s.frame, clip: s.full, threads: s.threads,
                                pageIsOpaque: coordinatesOpaque)
                let check = ProjectionCheck(frame: s.frame, smooth: true, limit: 5) {
                    geometry.project(u: $0, v: $1, width: s.width, height: s.height)
                }
                guard shaded else { return (check.ok, check.description) }
                let light = ShadingCheck(state: s, curl: curl)
                return (check.ok && light.ok, check.description + " " + light.description)
            })
        }
        // The desktop window's present of a device frame: the 390×844 screen (one point a pixel) scaled to
        // the 717 pixels high it is shown at in the default 1280×800 window, all of it damaged.
        let screen = ReferencePages(width: 390, height: 844).a
        let shownScale = 717.0 / 844
        var shown = Bitmap(width: Int((390 * shownScale).rounded()), height: 717)
        let scaled = BenchCase(name: "scaled_screen_frame", frame: {
            shown.replace(with: screen, scaleX: shownScale, scaleY: shownScale, clip: shown.bounds)
        }, verify: {
            // the general textured draw's samples, within one step of rounding
            shown.replace(with: screen, scaleX: shownScale, scaleY: shownScale, clip: shown.bounds)
            var general = Bitmap(width: shown.width, height: shown.height)
            general.draw(screen, transform: Transform2D.scale(shownScale, shownScale), clip: general.bounds)
            var worst = 0
            for (a, b) in zip(shown.pixels, general.pixels) {
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    worst = max(worst, abs(Int(a >> shift & 255) - Int(b >> shift & 255)))
                }
            }
            return (worst <= 1, "check=\(worst <= 1 ? "ok" : "FAIL") maxdiff=\(worst)")
        })
        return [crossfade, flipCase, curlCase("curl_frame", shaded: false), curlCase("curl_shaded_frame", shaded: true), scaled]
    }
}
