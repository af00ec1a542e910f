import Foundation
import SandboxKit

/// The views demo: a view tree of labels, buttons, rounded, bordered, translucent, rotated and clipped
/// views. "Rotate" turns the red square a step further (animated); "Fade" toggles the purple view's
/// alpha; each tap updates the counter label.
@MainActor
enum ViewGallery {
    static func install(in window: UIWindow) {
        window.backgroundColor = .systemGray6

        let header = UIView(frame: CGRect(x: 0, y: 0, width: DeskLayout.deviceSize.width, height: 96))
        header.backgroundColor = .systemBlue
        window.addSubview(header)
        let title = UILabel(frame: CGRect(x: 20, y: 44, width: 350, height: 36))
        title.text = "UIKit Sandbox"
        title.font = .boldSystemFont(ofSize: 28)
        title.textColor = .white
        header.addSubview(title)

        let rounded = tile(CGRect(x: 24, y: 120, width: 160, height: 100), "Rounded", in: window)
        rounded.backgroundColor = .systemOrange
        rounded.layer.cornerRadius = 20

        let bordered = tile(CGRect(x: 206, y: 120, width: 160, height: 100), "Bordered", in: window, textColor: .systemIndigo)
        bordered.backgroundColor = .white
        bordered.layer.borderWidth = 4
        bordered.layer.borderColor = UIColor.systemIndigo.cgColor
        bordered.layer.cornerRadius = 8

        let back = tile(CGRect(x: 24, y: 246, width: 200, height: 130), "Opaque", in: window)
        back.backgroundColor = .systemGreen
        let translucent = tile(CGRect(x: 150, y: 300, width: 200, height: 130), "alpha 0.6", in: window)
        translucent.backgroundColor = .systemPurple
        translucent.alpha = 0.6

        let rotated = tile(CGRect(x: 50, y: 470, width: 120, height: 120), "Rotated", in: window)
        rotated.backgroundColor = .systemRed
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)

        let clip = UIView(frame: CGRect(x: 220, y: 460, width: 140, height: 140))
        clip.backgroundColor = .systemTeal
        clip.layer.cornerRadius = 70
        clip.clipsToBounds = true
        window.addSubview(clip)
        let stripe = UILabel(frame: CGRect(x: -20, y: 50, width: 200, height: 40))
        stripe.backgroundColor = .systemYellow
        stripe.text = "Clipped to the circle"
        stripe.font = .boldSystemFont(ofSize: 15)
        stripe.textAlignment = .center
        clip.addSubview(stripe)

        let counter = UILabel(frame: CGRect(x: 24, y: 640, width: 342, height: 24))
        counter.text = "Tap a button."
        counter.textColor = .secondaryLabel
        counter.textAlignment = .center
        window.addSubview(counter)
        var taps = 0
        func tapped(_ what: String) {
            taps += 1
            counter.text = "\(what): \(taps) tap\(taps == 1 ? "" : "s")"
        }

        let rotate = button("Rotate", frame: CGRect(x: 24, y: 690, width: 160, height: 50), in: window) {
            UIView.animate(withDuration: 0.35) {
                rotated.transform = rotated.transform.rotated(by: .pi / 6)
            }
            tapped("Rotate")
        }
        rotate.backgroundColor = .systemBlue
        let fade = button("Fade", frame: CGRect(x: 206, y: 690, width: 160, height: 50), in: window) {
            UIView.animate(withDuration: 0.35) {
                translucent.alpha = translucent.alpha > 0.3 ? 0.15 : 0.6
            }
            tapped("Fade")
        }
        fade.backgroundColor = .systemPurple
    }

    /// A view with a centred caption.
    private static func tile(_ frame: CGRect, _ caption: String, in parent: UIView, textColor: UIColor = .white) -> UIView {
        let v = UIView(frame: frame)
        parent.addSubview(v)
        let label = UILabel(frame: v.bounds)
        label.text = caption
        label.font = .boldSystemFont(ofSize: 17)
        label.textColor = textColor
        label.textAlignment = .center
        v.addSubview(label)
        return v
    }

    private static func button(_ title: String, frame: CGRect, in parent: UIView, action: @escaping () -> Void) -> UIButton {
        let b = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        b.frame = frame
        b.setTitleColor(.white, for: .normal)
        b.setTitleColor(UIColor(white: 1, alpha: 0.6), for: .highlighted)
        b.titleLabel?.font = .boldSystemFont(ofSize: 17)
        b.layer.cornerRadius = 12
        parent.addSubview(b)
        return b
    }
}
