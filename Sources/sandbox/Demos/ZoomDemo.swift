import Foundation
import SandboxKit

/// The zoom demo: a gallery (`gallery`) of six thumbnails; a tapped one presents its photo page
/// (`detail`, full screen) with a custom transition that grows the page out of the thumbnail
/// (`ZoomTransition`, the page's `transitioningDelegate`). The page closes the same way backwards, by
/// its Close button or interactively: dragged down, a `UIPercentDrivenInteractiveTransition` shrinks
/// it toward the thumbnail with the finger; let go past a third of the height (or flicked down) it
/// finishes, earlier it is cancelled and the page grows back, with a cancelled swipe-back's callbacks.
///
/// The thumbnails have the screen's proportions, so one scale maps the page onto its thumbnail.
final class ZoomDemoController: UIViewController {
    static let colours: [UIColor] = [.systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal]
    private(set) var thumbnails: [UIButton] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        debugName = "gallery"
    }

    override func viewDidLoad() {
        let page = DemoPageView(colour: UIColor(rgb: 0x303134), title: "Zoom",
                                detail: "Tap a photo: it grows out of its thumbnail. Drag it down to shrink it back; a short drag cancels.")
        page.install(in: self)
        for (i, colour) in Self.colours.enumerated() {
            let b = UIButton(type: .system, primaryAction: UIAction(title: "\(i + 1)") { [unowned self] _ in self.open(i) })
            b.titleLabel?.font = .boldSystemFont(ofSize: 22)
            b.setTitleColor(.white, for: .normal)
            b.backgroundColor = colour
            b.layer.cornerRadius = 8
            view.addSubview(b)
            thumbnails.append(b)
        }
    }

    /// Three columns, two rows, each thumbnail with the view's proportions (portrait or landscape).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds
        guard b.width > 0, b.height > 0 else { return }
        let aspect = b.height / b.width, gap: CGFloat = 12, top: CGFloat = 136
        var w = ((b.width - 40 - 2 * gap) / 3).rounded(.down)
        if top + 2 * w * aspect + gap > b.height - 20 { w = (((b.height - 20 - top - gap) / 2) / aspect).rounded(.down) }
        let h = (w * aspect).rounded()
        for (i, t) in thumbnails.enumerated() {
            t.frame = CGRect(x: 20 + CGFloat(i % 3) * (w + gap), y: top + CGFloat(i / 3) * (h + gap), width: w, height: h)
        }
    }

    private func open(_ i: Int) {
        let thumbnail = thumbnails[i]
        let zoom = ZoomTransition { [weak thumbnail] container in
            guard let thumbnail else { return .zero }
            return thumbnail.convert(thumbnail.bounds, to: container)
        }
        let detail = ZoomDetailController(number: i + 1, colour: Self.colours[i], zoom: zoom)
        detail.modalPresentationStyle = .fullScreen
        detail.transitioningDelegate = zoom
        present(detail, animated: true)
    }
}

/// The photo page (`detail`): its colour and number, a Close button, and the drag down that dismisses
/// it interactively.
final class ZoomDetailController: UIViewController {
    /// The fraction of the height past which a released drag closes the page, and the downward speed
    /// (points per second) past which a flick does.
    static let closeFraction: CGFloat = 1.0 / 3
    static let flickVelocity: CGFloat = 800
    let number: Int
    private let colour: UIColor
    /// Its transitioning delegate, held here: the `transitioningDelegate` property is weak, as UIKit's.
    private let zoom: ZoomTransition

    init(number: Int, colour: UIColor, zoom: ZoomTransition) {
        self.number = number
        self.colour = colour
        self.zoom = zoom
        super.init(nibName: nil, bundle: nil)
        debugName = "detail"
    }

    override func viewDidLoad() {
        let page = DemoPageView(colour: colour, title: "Photo \(number)",
                                detail: "Drag down: past a third of the height it shrinks into its thumbnail; let go earlier and it grows back.")
        page.addButton("Close") { [unowned self] in self.dismiss(animated: true) }
        page.install(in: self)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self) { [weak self] g in self?.dragged(g as! UIPanGestureRecognizer) })
    }

    private func dragged(_ g: UIPanGestureRecognizer) {
        // Measured in the window: the page itself shrinks under the finger.
        let space: UIView = view.window ?? view
        let progress = max(g.translation(in: space).y, 0) / max(space.bounds.height, 1)
        switch g.state {
        case .began:
            guard zoom.interaction == nil, presentingViewController != nil else { return }
            zoom.interaction = UIPercentDrivenInteractiveTransition()
            dismiss(animated: true)
            zoom.interaction?.update(progress)
        case .changed:
            zoom.interaction?.update(progress)
        case .ended, .cancelled:
            guard let interaction = zoom.interaction else { return }
            zoom.interaction = nil
            let flicked = g.velocity(in: space).y > Self.flickVelocity
            if g.state == .ended && (progress > Self.closeFraction || flicked) { interaction.finish() } else { interaction.cancel() }
        default:
            break
        }
    }
}

/// The zoom: the page's transitioning delegate and its animator. Presenting, the page starts scaled
/// down onto the thumbnail's frame and grows to fill the screen; dismissing, it shrinks back onto it
/// (linearly while a finger drives it, so the page follows the drag). A cancelled dismissal leaves the
/// page full size again.
final class ZoomTransition: UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.4
    /// The thumbnail's frame in the transition's container view.
    private let thumbnailFrame: (UIView) -> CGRect
    /// Set while a drag dismisses the page (asked for when the dismissal starts).
    var interaction: UIPercentDrivenInteractiveTransition?

    init(thumbnailFrame: @escaping (UIView) -> CGRect) {
        self.thumbnailFrame = thumbnailFrame
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? {
        interaction
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { Self.duration }

    func animateTransition(using context: UIViewControllerContextTransitioning) {
        guard let to = context.viewController(forKey: .to), let from = context.viewController(forKey: .from) else { return }
        let presenting = to.presentingViewController === from
        let container = context.containerView
        guard let page = presenting ? context.view(forKey: .to) : context.view(forKey: .from) else { return }
        if presenting {
            page.frame = context.finalFrame(for: to)
            container.addSubview(page)
        }
        let shrunk = transform(fitting: page.frame, onto: thumbnailFrame(container))
        if presenting { page.transform = shrunk }
        let options: UIView.AnimationOptions = context.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(withDuration: Self.duration, delay: 0, options: options, animations: {
            page.transform = presenting ? .identity : shrunk
        }, completion: { _ in
            if context.transitionWasCancelled { page.transform = presenting ? shrunk : .identity }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// The transform that puts a view of `frame` (untransformed) on `target`: scaled about its centre,
    /// then moved centre to centre.
    private func transform(fitting frame: CGRect, onto target: CGRect) -> CGAffineTransform {
        guard frame.width > 0, frame.height > 0, target.width > 0 else { return .identity }
        return CGAffineTransform(translationX: target.midX - frame.midX, y: target.midY - frame.midY)
            .scaledBy(x: target.width / frame.width, y: target.height / frame.height)
    }
}
