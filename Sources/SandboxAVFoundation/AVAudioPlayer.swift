import Foundation
import SandboxKit

/// AVFoundation's audio player. The sandbox has no sound: a player reads its file as iOS does (a missing
/// file throws), keeps its settings and its playing state (`play()` starts it, `pause()`/`stop()` end
/// it), and its first `play()` records that audio is not played. Its time does not advance and it never
/// finishes, so the delegate is not called.
@MainActor
open class AVAudioPlayer: NSObject {
    public let url: URL?
    public let data: Data?
    open weak var delegate: (any AVAudioPlayerDelegate)?
    open var numberOfLoops = 0
    open var volume: Float = 1
    open var pan: Float = 0
    open var rate: Float = 1
    open var enableRate = false
    open var isMeteringEnabled = false
    open var currentTime: TimeInterval = 0
    open private(set) var isPlaying = false
    /// Unknown without a decoder: 0.
    open var duration: TimeInterval { 0 }
    open var numberOfChannels: Int { 2 }

    public init(contentsOf url: URL) throws {
        guard let data = try? Data(contentsOf: url) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207)
        }
        self.url = url
        self.data = data
    }

    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard let data = try? Data(contentsOf: url) else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 2_003_334_207)
        }
        self.url = url
        self.data = data
    }

    public init(data: Data) throws {
        url = nil
        self.data = data
    }

    public init(data: Data, fileTypeHint utiString: String?) throws {
        url = nil
        self.data = data
    }

    @discardableResult
    open func prepareToPlay() -> Bool { true }

    @discardableResult
    open func play() -> Bool {
        NotSimulated.record("AVAudioPlayer.play() (no sound is played)")
        isPlaying = true
        return true
    }

    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { play() }

    open func pause() { isPlaying = false }

    open func stop() {
        isPlaying = false
    }

    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

public let NSOSStatusErrorDomain = "NSOSStatusErrorDomain"

@MainActor
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
