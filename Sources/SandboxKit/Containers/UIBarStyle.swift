/// A bar's style: `.black` is the dark bar with light content.
public enum UIBarStyle: Int, Sendable {
    case `default`, black
    @available(*, deprecated, renamed: "black")
    public static let blackTranslucent = UIBarStyle.black
}
