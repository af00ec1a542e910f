import Foundation
import SandboxKit

/// Issue 2's demo: a view tree exercising what the compositor draws — rounded, bordered, translucent,
/// rotated and clipped views.
enum ViewGallery {
    static func install(in window: UIWindow) {
        window.backgroundColor = .systemGray6

        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 96))
        header.backgroundColor = .systemBlue
        window.addSubview(header)

        let rounded = UIView(frame: CGRect(x: 24, y: 120, width: 160, height: 100))
        rounded.backgroundColor = .systemOrange
        rounded.layer.cornerRadius = 20
        window.addSubview(rounded)

        let bordered = UIView(frame: CGRect(x: 206, y: 120, width: 160, height: 100))
        bordered.backgroundColor = .white
        bordered.layer.borderWidth = 4
        bordered.layer.borderColor = UIColor.systemIndigo.cgColor
        bordered.layer.cornerRadius = 8
        window.addSubview(bordered)

        let back = UIView(frame: CGRect(x: 24, y: 250, width: 200, height: 140))
        back.backgroundColor = .systemGreen
        window.addSubview(back)
        let translucent = UIView(frame: CGRect(x: 120, y: 300, width: 200, height: 140))
        translucent.backgroundColor = .systemPurple
        translucent.alpha = 0.6
        window.addSubview(translucent)

        let rotated = UIView(frame: CGRect(x: 60, y: 480, width: 120, height: 120))
        rotated.backgroundColor = .systemRed
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 8)
        window.addSubview(rotated)

        let clip = UIView(frame: CGRect(x: 220, y: 470, width: 140, height: 140))
        clip.backgroundColor = .systemTeal
        clip.layer.cornerRadius = 70
        clip.clipsToBounds = true
        window.addSubview(clip)
        let stripe = UIView(frame: CGRect(x: -20, y: 50, width: 200, height: 40))
        stripe.backgroundColor = .systemYellow
        clip.addSubview(stripe)
    }
}
