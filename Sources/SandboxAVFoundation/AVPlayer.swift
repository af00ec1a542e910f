import Foundation
import SandboxKit

/// AVFoundation's media player: its item and rate kept, nothing decoded or shown (no sound, no video).
@MainActor
open class AVPlayer: NSObject {
    open private(set) var currentItem: AVPlayerItem?
    open var rate: Float = 0
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open var timeControlStatus: TimeControlStatus { rate == 0 ? .paused : .playing }

    public override init() {}
    public init(url: URL) { currentItem = AVPlayerItem(url: url) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }

    open func play() {
        NotSimulated.record("AVPlayer.play() (no media is played)")
        rate = 1
    }

    open func pause() { rate = 0 }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }

    public enum ActionAtItemEnd: Int, Sendable { case advance, pause, none }
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
}

/// A media item a player plays.
@MainActor
open class AVPlayerItem: NSObject {
    public let url: URL
    public init(url: URL) { self.url = url }
}

/// A layer showing a player's video: an empty black layer here.
@MainActor
open class AVPlayerLayer: CALayer {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect

    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
        backgroundColor = UIColor.black.cgColor
    }
}

public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}
