import Foundation
import Raster

/// A `.partialCurl` presentation's curled page (R12): the presenter's page, as it looked when the
/// presentation began, curled up from its bottom-right corner part of the way and left there, over the
/// presented view, which stays live beneath it. A tap on the page (what is left of it and its curl)
/// dismisses the presentation, which uncurls the page from where it rests.
///
/// Presented with animation it is the curl transition (`.transitionCurlUp`) stopped when it reaches
/// `restingProgress`: from then on the page is this overlay, drawn once at the progress last shown.
@MainActor
final class PartialCurl {
    /// How far the page curls (of the full curl that would take it off the screen): about the bottom
    /// third of the presented view shows and the top third of the page stays flat, as iOS leaves it.
    static let restingProgress = 0.4

    private let page: Bitmap
    private let scale: CGFloat
    private weak var window: UIWindow?
    private var overlay: CurledPageView?
    /// Where the page rests, once it does.
    private(set) var progress: Double?

    init(window: UIWindow) {
        self.window = window
        scale = max(window.owningApplication.screen.scale, 1)
        page = window.snapshotBitmap(scale: scale)
    }

    /// Follows `transition` turn by turn; as its curl reaches the resting progress, calls `rest` with
    /// the progress the screen showed last.
    func watch(_ transition: ViewTransition, rest: @escaping (Double) -> Void) {
        guard let app = window?.owningApplication else { return }
        app.mainQueue.enqueue(at: app.clock.now) { [weak self, weak transition] in
            guard let self, let transition, !transition.hasEnded else { return }
            if transition.progress >= Self.restingProgress { return rest(transition.progress) }
            self.watch(transition, rest: rest)
        }
    }

    /// The page curled to `progress`, laid over the window; `onTap` runs for a tap on it.
    func settle(at progress: Double, onTap: @escaping () -> Void) {
        guard let window else { return }
        self.progress = progress
        var bitmap = Bitmap(width: page.width, height: page.height)
        CurlWarp.curlUp(progress: progress, width: page.width, height: page.height)
            .render(page: page, under: nil, into: &bitmap, clip: bitmap.bounds)
        let view = CurledPageView(bitmap: bitmap, scale: scale)
        view.frame = window.bounds
        view.addGestureRecognizer(UITapGestureRecognizer(target: view) { _ in onTap() })
        window.addSubview(view)
        overlay = view
    }

    /// The curled page leaves the window (the dismissal uncurls it, or it goes at once).
    func remove() {
        overlay?.removeFromSuperview()
        overlay = nil
    }
}

/// The curled page's picture: it takes touches only where the page is (its pixels' alpha), so the
/// presented view beneath gets the rest.
final class CurledPageView: UIImageView {
    private let bitmap: Bitmap
    private let pixelScale: CGFloat

    init(bitmap: Bitmap, scale: CGFloat) {
        self.bitmap = bitmap
        pixelScale = scale
        super.init(frame: .zero)
        image = UIImage(bitmap: bitmap, scale: scale)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) { nil }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let x = Int((point.x * pixelScale).rounded(.down)), y = Int((point.y * pixelScale).rounded(.down))
        guard x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else { return false }
        return bitmap[x, y].alpha > 0
    }
}
