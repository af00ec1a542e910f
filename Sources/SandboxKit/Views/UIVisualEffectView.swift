import Foundation

/// A visual effect: a blur or a vibrancy.
@MainActor
open class UIVisualEffect: NSObject {}

/// A blur of what is behind a view, in one of the system's styles.
@MainActor
open class UIBlurEffect: UIVisualEffect {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) { self.style = style }

    /// The tint the style lays over what is behind it (light styles whiten, dark ones darken; the
    /// thinner the material, the more shows through).
    var tint: UIColor {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark:
            return UIColor(white: 0.11, alpha: style == .systemUltraThinMaterialDark ? 0.45 : 0.72)
        case .extraLight: return UIColor(white: 0.97, alpha: 0.82)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight: return UIColor(white: 0.96, alpha: 0.45)
        case .systemThinMaterial, .systemThinMaterialLight: return UIColor(white: 0.96, alpha: 0.6)
        case .systemThickMaterial, .systemThickMaterialLight: return UIColor(white: 0.96, alpha: 0.88)
        default: return UIColor(white: 0.97, alpha: 0.75)
        }
    }
}

/// Vibrancy for content over a blur.
@MainActor
open class UIVibrancyEffect: UIVisualEffect {
    public let blurEffect: UIBlurEffect
    public init(blurEffect: UIBlurEffect) { self.blurEffect = blurEffect }
}

/// UIKit's visual effect view: its `contentView` (where subviews go) over the effect. The sandbox draws
/// a blur's tint (whitening or darkening what is behind, as the style does) without blurring it: the
/// blur is not simulated, and a view that shows one says so once. Vibrancy draws nothing of its own.
open class UIVisualEffectView: UIView {
    public let contentView = UIView()
    open var effect: UIVisualEffect? { didSet { effectDidChange() } }

    public init(effect: UIVisualEffect?) {
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        self.effect = effect
        effectDidChange()
    }

    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    public init?(coder: NSCoder) {
        super.init(frame: .zero)
        addSubview(contentView)
    }

    private func effectDidChange() {
        if let blur = effect as? UIBlurEffect {
            layer.backgroundColor = blur.tint.cgColor
            NotSimulated.record("UIVisualEffectView's blur (its tint is drawn)")
        } else {
            layer.backgroundColor = nil
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
