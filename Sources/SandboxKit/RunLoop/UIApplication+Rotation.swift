import Foundation

extension UIApplication {
    /// How long the content takes to turn (the iPhone's rotation animation).
    public static let rotationDuration: TimeInterval = 0.4

    /// The orientation the screen's bounds say (wider than tall: landscape).
    public var interfaceOrientation: UIInterfaceOrientation {
        screen.bounds.width > screen.bounds.height ? (rotatedLeft ? .landscapeLeft : .landscapeRight) : .portrait
    }

    /// Rotates the device, as the iOS Simulator's rotate command does (R13): the screen's sides swap
    /// (390×844 becomes 844×390) and its safe area follows the device's (an iPhone 14's: 47 points on
    /// each long side, 21 at the bottom, none at the top, where the status bar is hidden); for each window with a root controller, a coordinator of the change is
    /// made, the root gets `viewWillTransition(to:with:)` (which its `super` forwards down the controller
    /// hierarchy and to presented controllers), then, in one animation of `rotationDuration`, the window
    /// takes the new size, the views that filled it fill it again, it is laid out (the layout callbacks,
    /// R9) and the coordinator's alongside blocks run; its completion blocks run when the animation ends.
    /// Rotating to the orientation the device is in does nothing.
    public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) {
        guard orientation != interfaceOrientation else { return }
        let old = screen.bounds.size
        let long = max(old.width, old.height), short = min(old.width, old.height)
        let size = orientation.isLandscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long)
        let quarter = CGFloat.pi / 2
        let turn: CGFloat
        switch (interfaceOrientation, orientation) {
        case (.portrait, .landscapeLeft), (.landscapeRight, .portrait): turn = quarter
        case (.portrait, .landscapeRight), (.landscapeLeft, .portrait): turn = -quarter
        default: turn = 2 * quarter
        }
        rotatedLeft = orientation == .landscapeLeft
        // the vertical size class follows; views hear of it in the layout inside the rotation's animation
        changeTraits { screen.bounds = CGRect(origin: .zero, size: size) }
        screen.safeAreaInsets = screen.device.safeAreaInsets(in: orientation)
        // The device turned before its interface follows, as UIKit posts it.
        if device.isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: UIDevice.orientationDidChangeNotification, object: device)
        }
        for window in windows {
            let oldBounds = window.bounds
            guard oldBounds.size != size else { continue }
            let coordinator = TransitionCoordinator(container: window, from: nil, to: nil, fromView: nil, toView: nil,
                                                    animated: animated, duration: Self.rotationDuration,
                                                    style: .fullScreen, targetTransform: CGAffineTransform(rotationAngle: turn))
            if let root = window.rootViewController { LifecycleRules.sizeTransition(root, to: size, with: coordinator) }
            UIView.animate(withDuration: animated ? Self.rotationDuration : 0, delay: 0, options: [.curveEaseInOut], animations: {
                window.frame = CGRect(origin: window.frame.origin, size: size)
                for v in window.subviews where v.frame == oldBounds { v.frame = window.bounds }
                window.layoutIfNeeded()
                coordinator.runAlongside()
            }, completion: { _ in coordinator.end(cancelled: false) })
        }
    }
}
